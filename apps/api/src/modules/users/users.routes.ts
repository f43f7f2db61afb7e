import { changePasswordBody, messageResponse } from "@larkspur/shared/schemas/auth";
import { updateSettingsBody, userSettings } from "@larkspur/shared/schemas/settings";
import {
  currentUser,
  updateUserRequest,
  userIdParams,
  verifyEmailChangeBody,
} from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { changePassword } from "../auth/password-change.service";
import { confirmEmailChange } from "./email-change.service";
import { changePicture } from "./user-picture.service";
import { currentUserView, signedInUserView, updateProfile, updateSettings } from "./users.service";

export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["user"];
    const security = [{ token: [] }];

    app.get(
      "/",
      {
        config: { policy: policies.signedIn },
        schema: { tags, security, response: { 200: currentUser, ...errorResponses } },
      },
      (request) => signedInUserView(ctx, signedIn(request)),
    );

    app.put(
      "/:userId",
      {
        config: { policy: policies.ownProfile },
        schema: {
          tags,
          security,
          params: userIdParams,
          body: updateUserRequest,
          response: {
            200: currentUser,
            202: messageResponse.describe(
              "The e-mail changed: the other fields are saved, a code is on its way",
            ),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { picture, ...profile } = request.body;
        if (picture !== undefined) {
          return changePicture(ctx, request.params.userId, picture, `${request.protocol}://${request.host}`);
        }
        const update = await updateProfile(ctx, request.params.userId, profile);
        if (update.emailCodeSent) return reply.code(202).send({ message: update.message });
        return update.user;
      },
    );

    app.post(
      "/:userId/email/verify",
      {
        config: { policy: policies.ownAccount },
        schema: {
          tags,
          security,
          params: userIdParams,
          body: verifyEmailChangeBody,
          response: { 200: currentUser, ...errorResponses },
        },
      },
      async (request) =>
        currentUserView(ctx, await confirmEmailChange(ctx, signedIn(request), request.body.otp)),
    );

    app.post(
      "/:userId/password",
      {
        config: { policy: policies.ownAccount },
        schema: {
          tags,
          security,
          description: "Changes the caller's password; every other session ends",
          params: userIdParams,
          body: changePasswordBody,
          response: { 200: messageResponse, ...errorResponses },
        },
      },
      async (request) => {
        await changePassword(ctx, signedIn(request), request.body);
        return { message: "Password changed" };
      },
    );

    app.put(
      "/:userId/settings",
      {
        config: { policy: policies.ownAccount },
        schema: {
          tags,
          security,
          description:
            "Saves the caller's language, time zone and e-mail preferences (any of them); answers all as saved",
          params: userIdParams,
          body: updateSettingsBody,
          response: { 200: userSettings, ...errorResponses },
        },
      },
      (request) => updateSettings(ctx, request.params.userId, request.body),
    );
  };
}
