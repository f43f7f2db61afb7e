import { messageResponse } from "@larkspur/shared/schemas/auth";
import {
  reauthenticateBody,
  recoveryCodesResponse,
  securityOverview as securityOverviewResponse,
  totpConfirmBody,
  totpDisableBody,
  totpSetupResponse,
} from "@larkspur/shared/schemas/security";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import type { reauthenticate } from "../auth";
import { securityOverview } from "./security.service";
import { confirmTotp, renewRecoveryCodes, startTotpSetup, turnOffTotp } from "./totp.service";

/**
 * What these routes need of the auth module, which builds on this one (sign-in asks for the second factors kept
 * here): its check of the password or a second factor, passed in by app.ts.
 */
export interface SecurityRouteHandlers {
  reauthenticate: typeof reauthenticate;
}

/** `/api/security`: the signed-in user's own sign-in security (authenticator app, passkeys, questions). */
export function securityRoutes(
  ctx: AppContext,
  { reauthenticate }: SecurityRouteHandlers,
): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["security"]);

    app.get("/", route(policies.signedIn, { response: securityOverviewResponse }), (request) =>
      securityOverview(ctx, signedIn(request).id),
    );

    app.post(
      "/reauthenticate",
      route(policies.signedIn, {
        body: reauthenticateBody,
        response: {
          204: z.null().describe("Proven: second factors may be changed for REAUTH_WINDOW_SECONDS"),
        },
      }),
      async (request, reply) => {
        await reauthenticate(ctx, signedIn(request), request.body);
        return reply.code(204).send(null);
      },
    );

    app.post("/totp", route(policies.recentlyReauthenticated, { response: totpSetupResponse }), (request) =>
      startTotpSetup(ctx, signedIn(request)),
    );

    app.post(
      "/totp/confirm",
      route(policies.recentlyReauthenticated, { body: totpConfirmBody, response: recoveryCodesResponse }),
      async (request) => ({ recoveryCodes: await confirmTotp(ctx, signedIn(request), request.body.code) }),
    );

    app.post(
      "/recovery-codes",
      route(policies.recentlyReauthenticated, { response: recoveryCodesResponse }),
      async (request) => ({ recoveryCodes: await renewRecoveryCodes(ctx, signedIn(request)) }),
    );

    app.delete(
      "/totp",
      route(policies.recentlyReauthenticated, { body: totpDisableBody, response: messageResponse }),
      async (request) => {
        await turnOffTotp(ctx, signedIn(request), request.body);
        return { message: "2-Step Verification is off" };
      },
    );
  };
}
