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

    app.get("/", route(policies.signedIn, { response: deviceSessionList }), (request) =>
      listDevices(ctx, signedIn(request)),
    );

    app.delete(
      "/:id",
      route(policies.signedIn, { params: sessionParams, response: messageResponse }),
      async (request) => {
        await signOutDevice(ctx, signedIn(request), request.params.id);
        return { message: "Signed out" };
      },
    );

    app.post(
      "/revoke-others",
      route(policies.signedIn, { response: revokeOthersResponse }),
      async (request) => ({
        message: "Signed out everywhere else",
        revoked: await signOutOtherDevices(ctx, signedIn(request)),
      }),
    );
  };
}
