import { passkeyOptions, passkeySignInBody } from "@larkspur/shared/schemas/passkeys";
import { mfaPasskeyOptionsBody } from "@larkspur/shared/schemas/security";
import { loginResponse } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { deviceKeyOf } from "../../plugins/device-cookie";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { passkeySignInOptions, signInWithPasskey } from "../security";
import { currentUserView } from "../users";
import { passkeySecondStepOptions } from "./second-step.service";
import { startSession } from "./sessions.service";

/** `/api/auth/passkey`: signing in with a passkey, no address typed. */
export function passkeySignInRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["auth"]);

    app.post("/options", route(policies.anyone, { response: passkeyOptions }), () =>
      passkeySignInOptions(ctx),
    );

    app.post(
      "/",
      route(policies.anyone, { body: passkeySignInBody, response: loginResponse }),
      async (request, reply) => {
        const user = await signInWithPasskey(ctx, request.body);
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
