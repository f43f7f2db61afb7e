import { messageResponse } from "@larkspur/shared/schemas/auth";
import { deviceSessionList, revokeOthersResponse, sessionParams } from "@larkspur/shared/schemas/devices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { listDevices, signOutDevice, signOutOtherDevices } from "./devices.service";

/** The caller's own sessions: the Devices card on /security. */
export function sessionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["security"];
    const security = [{ token: [] }];
    const own = { policy: policies.signedIn };

    app.get(
      "/",
      {
        config: own,
        schema: {
          tags,
          security,
          description: "The caller's live sessions, the most recently used first",
          response: { 200: deviceSessionList, ...errorResponses },
        },
      },
      (request) => listDevices(ctx, signedIn(request)),
    );

    app.delete(
      "/:id",
      {
        config: own,
        schema: {
          tags,
          security,
          description: "Signs out one of the caller's own sessions; any other id answers 404",
          params: sessionParams,
          response: { 200: messageResponse, ...errorResponses },
        },
      },
      async (request) => {
        await signOutDevice(ctx, signedIn(request), request.params.id);
        return { message: "Signed out" };
      },
    );

    app.post(
      "/revoke-others",
      {
        config: own,
        schema: {
          tags,
          security,
          description: "Signs out every session of the caller but this one",
          response: { 200: revokeOthersResponse, ...errorResponses },
        },
      },
      async (request) => ({
        message: "Signed out everywhere else",
        revoked: await signOutOtherDevices(ctx, signedIn(request)),
      }),
    );
  };
}
