import {
  conversationList,
  conversationParams,
  conversationThread,
  inboxQuery,
  inbox as inboxSchema,
  inboxThread,
  startConversationBody,
  supportMessageBody,
} from "@larkspur/shared/schemas/support";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import {
  listOwnConversations,
  readOwnConversation,
  startConversation,
  writeToConversation,
} from "./support.service";
import {
  answerConversation,
  closeConversation,
  inbox,
  readConversation,
  takeConversation,
} from "./support-inbox.service";

const route = routeOptions(["support"]);
/** A customer's secure messages with the support team: only their own conversations (another's: 403). */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/conversations",
      route(policies.customer, {
        description: "The caller's conversations with the support team, latest activity first",
        response: { 200: conversationList },
      }),
      (request) => listOwnConversations(ctx, signedIn(request)),
    );

    app.post(
      "/conversations",
      route(policies.customer, {
        description:
          "Starts a conversation with its first message (plain text, up to 2,000 characters), about one of the caller's transactions when transactionId names one (another's: 404). At most 30 messages an hour (429).",
        body: startConversationBody,
        response: { 201: conversationThread },
      }),
      async (request, reply) =>
        reply.code(201).send(await startConversation(ctx, signedIn(request), request.body)),
    );

    app.get(
      "/conversations/:id",
      route(policies.customer, {
        description:
          "One of the caller's conversations, its messages oldest first; reading it marks the team's answers seen",
        params: conversationParams,
        response: { 200: conversationThread },
      }),
      (request) => readOwnConversation(ctx, signedIn(request), request.params.id),
    );

    app.post(
      "/conversations/:id/messages",
      route(policies.customer, {
        description:
          "Writes in one of the caller's open conversations (a closed one: 409); at most 30 messages an hour (429)",
        params: conversationParams,
        body: supportMessageBody,
        response: { 201: conversationThread },
      }),
      async (request, reply) =>
        reply
          .code(201)
          .send(await writeToConversation(ctx, signedIn(request), request.params.id, request.body)),
    );
  };
}

/** The back office's support inbox: staff read, take, answer and close conversations, each change audited. */
export function supportInboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const operatorOf = (request: Parameters<typeof signedIn>[0]) => {
      const user = signedIn(request);
      return { id: user.id, first_name: user.first_name, ip: request.ip };
    };

    app.get(
      "",
      route(policies.staff, {
        description:
          "Open conversations, those waiting for an answer first (the longest waiting first); or, with status=closed, the latest closed",
        querystring: inboxQuery,
        response: { 200: inboxSchema },
      }),
      (request) => inbox(ctx, request.query.status),
    );

    app.get(
      "/:id",
      route(policies.staff, {
        description:
          "A conversation with its messages, oldest first; reading it marks the customer's messages seen",
        params: conversationParams,
        response: { 200: inboxThread },
      }),
      (request) => readConversation(ctx, request.params.id),
    );

    app.post(
      "/:id/take",
      route(policies.staff, {
        description: "The caller takes the conversation (or takes it over); audited",
        params: conversationParams,
        response: { 200: inboxThread },
      }),
      (request) => takeConversation(ctx, operatorOf(request), request.params.id),
    );

    app.post(
      "/:id/messages",
      route(policies.staff, {
        description:
          "Answers the customer, signed with the caller's first name (taken by another operator: 409; closed: 409). The customer is notified, and e-mailed without the text when not connected. Audited.",
        params: conversationParams,
        body: supportMessageBody,
        response: { 201: inboxThread },
      }),
      async (request, reply) =>
        reply
          .code(201)
          .send(await answerConversation(ctx, operatorOf(request), request.params.id, request.body.message)),
    );

    app.post(
      "/:id/close",
      route(policies.staff, {
        description: "Closes the conversation (taken by another operator: 409; closed already: 409); audited",
        params: conversationParams,
        response: { 200: inboxThread },
      }),
      (request) => closeConversation(ctx, operatorOf(request), request.params.id),
    );
  };
}
