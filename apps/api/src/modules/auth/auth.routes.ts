import * as schemas from "@larkspur/shared/schemas/auth";
import { loginResponse } from "@larkspur/shared/schemas/user";
import { texts } from "@larkspur/shared/texts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { currentUserView } from "../users/users.service";
import { requestAccountMail } from "./account-mail-requests";
import * as auth from "./auth.service";

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["auth"];
    const anyone = { policy: policies.anyone };

    app.post(
      "/register",
      {
        config: anyone,
        schema: {
          tags,
          body: schemas.registerBody,
          response: { 201: schemas.messageResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        await auth.register(ctx, request.body);
        return reply.code(201).send({ message: texts.verificationEmailSent });
      },
    );

    app.post(
      "/verify",
      {
        config: anyone,
        schema: {
          tags,
          body: schemas.verifyBody,
          response: { 200: schemas.messageResponse, ...errorResponses },
        },
      },
      async (request) => {
        await auth.verifySignup(ctx, request.body);
        return { message: texts.accountVerified };
      },
    );

    app.post(
      "/resend-code",
      {
        config: anyone,
        schema: {
          tags,
          body: schemas.resendCodeBody,
          response: { 200: schemas.messageResponse, ...errorResponses },
        },
      },
      async (request) => {
        await requestAccountMail(ctx, { kind: "signup-code", email: request.body.email });
        return { message: "If this account is waiting for a code, a new one is on its way." };
      },
    );

    app.post(
      "/login",
      {
        config: anyone,
        schema: { tags, body: schemas.loginBody, response: { 200: loginResponse, ...errorResponses } },
      },
      async (request) => {
        const { token, user } = await auth.login(ctx, request.body, {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        });
        return { token, others: await currentUserView(ctx, user) };
      },
    );

    app.post(
      "/logout",
      {
        config: { policy: policies.signedIn },
        schema: {
          tags,
          security: [{ token: [] }],
          response: { 200: schemas.messageResponse, ...errorResponses },
        },
      },
      async (request) => {
        await auth.logout(ctx, signedIn(request).session_id);
        return { message: "Signed out" };
      },
    );

    app.post(
      "/forgotpassword",
      {
        config: anyone,
        schema: {
          tags,
          body: schemas.forgotPasswordBody,
          response: { 200: z.string().describe(`Always "${texts.emailSent}"`), ...errorResponses },
        },
      },
      async (request, reply) => {
        await requestAccountMail(ctx, { kind: "password-reset", email: request.body.email });
        return reply.type("text/plain; charset=utf-8").send(texts.emailSent);
      },
    );

    app.put(
      "/passwordreset/:resetToken",
      {
        config: anyone,
        schema: {
          tags,
          params: schemas.passwordResetParams,
          body: schemas.passwordResetBody,
          response: { 200: schemas.messageResponse, ...errorResponses },
        },
      },
      async (request) => {
        await auth.resetPassword(ctx, request.params.resetToken, request.body.password);
        return { message: "Password updated" };
      },
    );
  };
}
