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
      route(policies.ownAccount, {
        params: userIdParams,
        response: { 200: recipientList },
      }),
      async (request) => ({ recipients: await listRecipients(ctx, request.params.userId) }),
    );

    app.post(
      "/:userId",
      route(policies.ownAccount, {
        description:
          "Saves a Larkspur customer (by account number or e-mail; the server finds their name) or a bank account with the send-money wizard's fields (an IBAN, a Swift code and a US routing number are checked), and e-mails the owner",
        params: userIdParams,
        body: addRecipientBody,
        response: { 201: recipient },
      }),
      async (request, reply) =>
        reply.code(201).send(await addRecipient(ctx, signedIn(request), request.body)),
    );

    app.delete(
      "/:userId/:recipientId",
      route(policies.ownAccount, {
        params: recipientParams,
        response: { 200: recipientRemoved },
      }),
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
      routeOptions(["user"])(policies.ownAccount, {
        description:
          "25 % each for a mobile number, a confirmed e-mail address, a card and a saved bank account",
        params: userIdParams,
        response: { 200: profileCompleteness },
      }),
      (request) => completenessOf(ctx, signedIn(request)),
    );
  };
}
