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
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { passkeySecondStepOptions } from "../auth/second-step.service";
import { startSession } from "../auth/sessions.service";
import { currentUserView } from "../users/users.service";
import * as passkeys from "./passkeys.service";

/** `/api/security/passkeys`: the signed-in user's own passkeys. */
export function passkeysRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["security"];
    const security = [{ token: [] }];
    const config = { policy: policies.signedIn };

    app.post(
      "/options",
      {
        config,
        schema: {
          tags,
          security,
          description:
            "WebAuthn creation options for `startRegistration`; the challenge answers once, for 5 minutes",
          response: { 200: passkeyOptions, ...errorResponses },
        },
      },
      (request) => passkeys.registrationOptions(ctx, signedIn(request)),
    );

    app.post(
      "/",
      {
        config,
        schema: {
          tags,
          security,
          body: addPasskeyBody,
          response: { 201: passkeySummary, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await passkeys.addPasskey(ctx, signedIn(request), request.body)),
    );

    app.patch(
      "/:id",
      {
        config,
        schema: {
          tags,
          security,
          params: passkeyParams,
          body: renamePasskeyBody,
          response: { 200: passkeySummary, ...errorResponses },
        },
      },
      (request) => passkeys.renameUserPasskey(ctx, signedIn(request).id, request.params.id, request.body),
    );

    app.delete(
      "/:id",
      {
        config,
        schema: {
          tags,
          security,
          params: passkeyParams,
          response: { 204: z.null().describe("Removed"), ...errorResponses },
        },
      },
      async (request, reply) => {
        await passkeys.removeUserPasskey(ctx, signedIn(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}

/** `/api/auth/passkey`: signing in with a passkey, no address typed. */
export function passkeySignInRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["auth"];
    const config = { policy: policies.anyone };

    app.post(
      "/options",
      {
        config,
        schema: {
          tags,
          description:
            "WebAuthn request options for `startAuthentication` (discoverable credentials: no account named)",
          response: { 200: passkeyOptions, ...errorResponses },
        },
      },
      () => passkeys.signInOptions(ctx),
    );

    app.post(
      "/",
      {
        config,
        schema: { tags, body: passkeySignInBody, response: { 200: loginResponse, ...errorResponses } },
      },
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
      {
        config: { policy: policies.anyone },
        schema: {
          tags: ["auth"],
          description:
            "WebAuthn request options naming the pending sign-in's passkeys; answer them at POST /api/auth/login/mfa as `response`",
          body: mfaPasskeyOptionsBody,
          response: { 200: passkeyOptions, ...errorResponses },
        },
      },
      (request) => passkeySecondStepOptions(ctx, request.body.mfaToken),
    );
  };
}
