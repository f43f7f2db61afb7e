import {
  addPasskeyBody,
  passkeyOptions,
  passkeyParams,
  passkeySignInBody,
  renamePasskeyBody,
} from "@larkspur/shared/schemas/passkeys";
import { mfaPasskeyOptionsBody, passkeySummary } from "@larkspur/shared/schemas/security";
import { loginResponse } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { deviceKeyOf } from "../../plugins/device-cookie";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { passkeySecondStepOptions, startSession } from "../auth";
import { currentUserView } from "../users";
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

/** `/api/auth/passkey`: signing in with a passkey, no address typed. */
export function passkeySignInRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["auth"]);

    app.post("/options", route(policies.anyone, { response: passkeyOptions }), () =>
      passkeys.signInOptions(ctx),
    );

    app.post(
      "/",
      route(policies.anyone, { body: passkeySignInBody, response: loginResponse }),
      async (request, reply) => {
        const user = await passkeys.signInWithPasskey(ctx, request.body);
        const token = await startSession(ctx, user, {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
          deviceKey: deviceKeyOf(request, reply, ctx.config),
        });
        return { token, others: await currentUserView(ctx, user) };
      },
    );
  };
}

/** `/api/auth/login/mfa/passkey`: a passkey as the second step after the password. */
export function passkeySecondStepRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/options",
      routeOptions(["auth"])(policies.anyone, { body: mfaPasskeyOptionsBody, response: passkeyOptions }),
      (request) => passkeySecondStepOptions(ctx, request.body.mfaToken),
    );
  };
}
