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
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import type { changePassword, confirmEmailChange, requestEmailChange } from "../auth";
import { changePicture } from "./user-picture.service";
import { currentUserView, signedInUserView, updateProfile, updateSettings } from "./users.service";

/**
 * What these routes need of the auth module, which builds on this one (sign-in reads the users): its password and
 * e-mail address changes, passed in by app.ts.
 */
export interface UserRouteHandlers {
  changePassword: typeof changePassword;
  confirmEmailChange: typeof confirmEmailChange;
  requestEmailChange: typeof requestEmailChange;
}

export function usersRoutes(
  ctx: AppContext,
  { changePassword, confirmEmailChange, requestEmailChange }: UserRouteHandlers,
): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["user"]);
    app.get("/", route(policies.signedIn, { response: currentUser }), (request) =>
      signedInUserView(ctx, signedIn(request)),
    );

    app.put(
      "/:userId",
      route(policies.ownProfile, {
        params: userIdParams,
        body: updateUserRequest,
        response: {
          200: currentUser,
          202: messageResponse.describe(
            "The e-mail changed: the other fields are saved, a code is on its way",
          ),
        },
      }),
      async (request, reply) => {
        const { picture, ...profile } = request.body;
        if (picture !== undefined) {
          return changePicture(ctx, request.params.userId, picture, `${request.protocol}://${request.host}`);
        }
        const update = await updateProfile(ctx, request.params.userId, profile, requestEmailChange);
        if (update.emailCodeSent) return reply.code(202).send({ message: update.message });
        return update.user;
      },
    );

    app.post(
      "/:userId/email/verify",
      route(policies.ownAccount, {
        params: userIdParams,
        body: verifyEmailChangeBody,
        response: currentUser,
      }),
      async (request) =>
        currentUserView(ctx, await confirmEmailChange(ctx, signedIn(request), request.body.otp)),
    );

    app.post(
      "/:userId/password",
      route(policies.ownAccount, {
        params: userIdParams,
        body: changePasswordBody,
        response: messageResponse,
      }),
      async (request) => {
        await changePassword(ctx, signedIn(request), request.body);
        return { message: "Password changed" };
      },
    );

    app.put(
      "/:userId/settings",
      route(policies.ownAccount, { params: userIdParams, body: updateSettingsBody, response: userSettings }),
      (request) => updateSettings(ctx, request.params.userId, request.body),
    );
  };
}
