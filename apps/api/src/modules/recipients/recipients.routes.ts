import {
  addRecipientBody,
  profileCompleteness,
  recipient,
  recipientList,
  recipientParams,
  recipientRemoved,
} from "@larkspur/shared/schemas/recipients";
import { userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { profileCompleteness as completenessOf } from "./profile-completeness.service";
import { addRecipient, listRecipients, removeRecipient } from "./recipients.service";

const route = routeOptions(["recipients"]);

/** `/api/recipients/{userId}`: the owner's saved recipients, read and changed by the owner alone. */
export function recipientsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/:userId",
      route(policies.ownAccount, { params: userIdParams, response: recipientList }),
      async (request) => ({ recipients: await listRecipients(ctx, request.params.userId) }),
    );

    app.post(
      "/:userId",
      route(policies.ownAccount, {
        params: userIdParams,
        body: addRecipientBody,
        response: { 201: recipient },
      }),
      (request) => addRecipient(ctx, signedIn(request), request.body),
    );

    app.delete(
      "/:userId/:recipientId",
      route(policies.ownAccount, { params: recipientParams, response: recipientRemoved }),
      async (request) => {
        await removeRecipient(ctx, request.params.userId, request.params.recipientId);
        return { message: "Recipient removed" };
      },
    );
  };
}

/** `/api/user/{userId}/profile-completeness`: the dashboard's Profile Completeness card. */
export function profileCompletenessRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/:userId/profile-completeness",
      routeOptions(["user"])(policies.ownAccount, { params: userIdParams, response: profileCompleteness }),
      (request) => completenessOf(ctx, signedIn(request)),
    );
  };
}
