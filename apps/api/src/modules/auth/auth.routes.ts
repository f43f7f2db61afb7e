import * as schemas from "@larkspur/shared/schemas/auth";
import { mfaLoginBody, mfaRequiredResponse } from "@larkspur/shared/schemas/security";
import { loginResponse } from "@larkspur/shared/schemas/user";
import { texts } from "@larkspur/shared/texts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { deviceKeyOf } from "../../plugins/device-cookie";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { currentUserView } from "../users";
import { requestAccountMail } from "./account-mail-requests";
import * as auth from "./auth.service";
import { finishSecondStep } from "./second-step.service";
import { type ClientInfo, startSession } from "./sessions.service";

/** Where a sign-in comes from; the device cookie is set on the answer (a new one when the browser brings none). */
const clientOf = (request: FastifyRequest, reply: FastifyReply, ctx: AppContext): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"] ?? "",
  deviceKey: deviceKeyOf(request, reply, ctx.config),
});

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["auth"]);

    app.post(
      "/register",
      route(policies.anyone, { body: schemas.registerBody, response: { 201: schemas.messageResponse } }),
      async (request, reply) => {
        await auth.register(ctx, request.body, deviceKeyOf(request, reply, ctx.config));
        return { message: texts.verificationEmailSent };
      },
    );

    app.post(
      "/verify",
      route(policies.anyone, { body: schemas.verifyBody, response: schemas.messageResponse }),
      async (request) => {
        await auth.verifySignup(ctx, request.body);
        return { message: texts.accountVerified };
      },
    );

    app.post(
      "/resend-code",
      route(policies.anyone, { body: schemas.resendCodeBody, response: schemas.messageResponse }),
      async (request) => {
        await requestAccountMail(ctx, { kind: "signup-code", email: request.body.email });
        return { message: "If this account is waiting for a code, a new one is on its way." };
      },
    );

    app.post(
      "/login",
      route(policies.anyone, {
        body: schemas.loginBody,
        response: {
          200: z
            .union([loginResponse, mfaRequiredResponse])
            .describe("A session, or (with a second factor on) the second step to finish at /login/mfa"),
        },
      }),
      async (request, reply) => {
        const signedIn = await auth.login(ctx, request.body, clientOf(request, reply, ctx));
        if ("mfaRequired" in signedIn) return signedIn;
        return { token: signedIn.token, others: await currentUserView(ctx, signedIn.user) };
      },
    );

    app.post(
      "/login/mfa",
      route(policies.anyone, { body: mfaLoginBody, response: loginResponse }),
      async (request, reply) => {
        const user = await finishSecondStep(ctx, request.body);
        const token = await startSession(ctx, user, clientOf(request, reply, ctx));
        return { token, others: await currentUserView(ctx, user) };
      },
    );

    app.post(
      "/logout",
      route(policies.signedIn, { security: [{ token: [] }], response: schemas.messageResponse }),
      async (request) => {
        await auth.logout(ctx, signedIn(request).session_id);
        return { message: "Signed out" };
      },
    );

    app.post(
      "/forgotpassword",
      route(policies.anyone, {
        body: schemas.forgotPasswordBody,
        response: { 200: z.string().describe(`Always "${texts.emailSent}"`) },
      }),
      async (request, reply) => {
        await requestAccountMail(ctx, { kind: "password-reset", email: request.body.email });
        return reply.type("text/plain; charset=utf-8").send(texts.emailSent);
      },
    );

    app.put(
      "/passwordreset/:resetToken",
      route(policies.anyone, {
        params: schemas.passwordResetParams,
        body: schemas.passwordResetBody,
        response: schemas.messageResponse,
      }),
      async (request) => {
        await auth.resetPassword(ctx, request.params.resetToken, request.body.password);
        return { message: "Password updated" };
      },
    );
  };
}
