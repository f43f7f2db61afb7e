import {
  addPasskeyBody,
  passkeyOptions,
  passkeyParams,
  renamePasskeyBody,
} from "@larkspur/shared/schemas/passkeys";
import { passkeySummary } from "@larkspur/shared/schemas/security";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import * as passkeys from "./passkeys.service";

/** `/api/security/passkeys`: the signed-in user's own passkeys. */
export function passkeysRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["security"]);

    app.post("/options", route(policies.recentlyReauthenticated, { response: passkeyOptions }), (request) =>
      passkeys.registrationOptions(ctx, signedIn(request)),
    );

    app.post(
      "/",
      route(policies.recentlyReauthenticated, { body: addPasskeyBody, response: { 201: passkeySummary } }),
      (request) => passkeys.addPasskey(ctx, signedIn(request), request.body),
    );

    app.patch(
      "/:id",
      route(policies.signedIn, { params: passkeyParams, body: renamePasskeyBody, response: passkeySummary }),
      (request) => passkeys.renameUserPasskey(ctx, signedIn(request).id, request.params.id, request.body),
    );

    app.delete(
      "/:id",
      route(policies.recentlyReauthenticated, {
        params: passkeyParams,
        response: { 204: z.null().describe("Removed") },
      }),
      async (request, reply) => {
        await passkeys.removeUserPasskey(ctx, signedIn(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
