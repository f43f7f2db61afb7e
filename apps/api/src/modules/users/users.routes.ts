import { currentUser, updateUserRequest, userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { assertOwnOrStaff, requireUser, signedIn } from "../../plugins/authenticate";
import { errorResponses } from "../../plugins/errors";
import { changePicture } from "../uploads/user-picture.service";
import { signedInUserView, updateProfile } from "./users.service";

export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["user"];
    const security = [{ token: [] }];
    app.addHook("preHandler", requireUser(ctx));

    app.get(
      "/",
      { schema: { tags, security, response: { 200: currentUser, ...errorResponses } } },
      (request) => signedInUserView(signedIn(request)),
    );

    app.put(
      "/:userId",
      {
        schema: {
          tags,
          security,
          params: userIdParams,
          body: updateUserRequest,
          response: { 200: currentUser, ...errorResponses },
        },
      },
      (request) => {
        assertOwnOrStaff(signedIn(request), request.params.userId);
        const { picture, ...profile } = request.body;
        if (picture === undefined) return updateProfile(ctx, request.params.userId, profile);
        return changePicture(ctx, request.params.userId, picture, `${request.protocol}://${request.host}`);
      },
    );
  };
}
