import { messageResponse } from "@larkspur/shared/schemas/auth";
import {
  recoveryCodesResponse,
  securityOverview as securityOverviewResponse,
  totpConfirmBody,
  totpDisableBody,
  totpSetupResponse,
} from "@larkspur/shared/schemas/security";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { securityOverview } from "./security.service";
import { confirmTotp, startTotpSetup, turnOffTotp } from "./totp.service";

/** `/api/security`: the signed-in user's own sign-in security (authenticator app, passkeys, questions). */
export function securityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["security"]);

    app.get("/", route(policies.signedIn, { response: securityOverviewResponse }), (request) =>
      securityOverview(ctx, signedIn(request).id),
    );

    app.post("/totp", route(policies.signedIn, { response: totpSetupResponse }), (request) =>
      startTotpSetup(ctx, signedIn(request)),
    );

    app.post(
      "/totp/confirm",
      route(policies.signedIn, { body: totpConfirmBody, response: recoveryCodesResponse }),
      async (request) => ({ recoveryCodes: await confirmTotp(ctx, signedIn(request), request.body.code) }),
    );

    app.delete(
      "/totp",
      route(policies.signedIn, { body: totpDisableBody, response: messageResponse }),
      async (request) => {
        await turnOffTotp(ctx, signedIn(request), request.body);
        return { message: "2-Step Verification is off" };
      },
    );
  };
}
