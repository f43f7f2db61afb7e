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
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { securityOverview } from "./security.service";
import { confirmTotp, startTotpSetup, turnOffTotp } from "./totp.service";

/** `/api/security`: the signed-in user's own sign-in security (authenticator app, passkeys, questions). */
export function securityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["security"];
    const security = [{ token: [] }];

    app.get(
      "/",
      {
        config: { policy: policies.signedIn },
        schema: { tags, security, response: { 200: securityOverviewResponse, ...errorResponses } },
      },
      (request) => securityOverview(ctx, signedIn(request).id),
    );

    app.post(
      "/totp",
      {
        config: { policy: policies.signedIn },
        schema: {
          tags,
          security,
          description: "Starts setting up the authenticator app: a new secret, pending until confirmed",
          response: { 200: totpSetupResponse, ...errorResponses },
        },
      },
      (request) => startTotpSetup(ctx, signedIn(request)),
    );

    app.post(
      "/totp/confirm",
      {
        config: { policy: policies.signedIn },
        schema: {
          tags,
          security,
          body: totpConfirmBody,
          response: { 200: recoveryCodesResponse, ...errorResponses },
        },
      },
      async (request) => ({ recoveryCodes: await confirmTotp(ctx, signedIn(request), request.body.code) }),
    );

    app.delete(
      "/totp",
      {
        config: { policy: policies.signedIn },
        schema: {
          tags,
          security,
          body: totpDisableBody,
          response: { 200: messageResponse, ...errorResponses },
        },
      },
      async (request) => {
        await turnOffTotp(ctx, signedIn(request), request.body);
        return { message: "2-Step Verification is off" };
      },
    );
  };
}
