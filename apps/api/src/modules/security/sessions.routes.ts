import { messageResponse } from "@larkspur/shared/schemas/auth";
import { deviceSessionList, revokeOthersResponse, sessionParams } from "@larkspur/shared/schemas/devices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { listDevices, signOutDevice, signOutOtherDevices } from "./devices.service";

/** The caller's own sessions: the Devices card on /security. */
export function sessionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["security"]);

    app.get(
      "/",
      route(policies.signedIn, {
        description: "The caller's live sessions, the most recently used first",
        response: { 200: deviceSessionList },
      }),
      (request) => listDevices(ctx, signedIn(request)),
    );

    app.delete(
      "/:id",
      route(policies.signedIn, {
        description: "Signs out one of the caller's own sessions; any other id answers 404",
        params: sessionParams,
        response: { 200: messageResponse },
      }),
      async (request) => {
        await signOutDevice(ctx, signedIn(request), request.params.id);
        return { message: "Signed out" };
      },
    );

    app.post(
      "/revoke-others",
      route(policies.signedIn, {
        description: "Signs out every session of the caller but this one",
        response: { 200: revokeOthersResponse },
      }),
      async (request) => ({
        message: "Signed out everywhere else",
        revoked: await signOutOtherDevices(ctx, signedIn(request)),
      }),
    );
  };
}
