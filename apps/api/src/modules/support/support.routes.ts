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
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
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

const tags = ["support"];
const security = [{ token: [] }];

/** A customer's secure messages with the support team: only their own conversations (another's: 403). */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const customer = { policy: policies.customer };

    app.get(
      "/conversations",
      {
        config: customer,
        schema: {
          tags,
          security,
          description: "The caller's conversations with the support team, latest activity first",
          response: { 200: conversationList, ...errorResponses },
        },
      },
      (request) => listOwnConversations(ctx, signedIn(request)),
    );

    app.post(
      "/conversations",
      {
        config: customer,
        schema: {
          tags,
          security,
          description:
            "Starts a conversation with its first message (plain text, up to 2,000 characters), about one of the caller's transactions when transactionId names one (another's: 404). At most 30 messages an hour (429).",
          body: startConversationBody,
          response: { 201: conversationThread, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await startConversation(ctx, signedIn(request), request.body)),
    );

    app.get(
      "/conversations/:id",
      {
        config: customer,
        schema: {
          tags,
          security,
          description:
            "One of the caller's conversations, its messages oldest first; reading it marks the team's answers seen",
          params: conversationParams,
          response: { 200: conversationThread, ...errorResponses },
        },
      },
      (request) => readOwnConversation(ctx, signedIn(request), request.params.id),
    );

    app.post(
      "/conversations/:id/messages",
      {
        config: customer,
        schema: {
          tags,
          security,
          description:
            "Writes in one of the caller's open conversations (a closed one: 409); at most 30 messages an hour (429)",
          params: conversationParams,
          body: supportMessageBody,
          response: { 201: conversationThread, ...errorResponses },
        },
      },
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
    const staff = { policy: policies.staff };
    const operatorOf = (request: Parameters<typeof signedIn>[0]) => {
      const user = signedIn(request);
      return { id: user.id, first_name: user.first_name, ip: request.ip };
    };

    app.get(
      "",
      {
        config: staff,
        schema: {
          tags,
          security,
          description:
            "Open conversations, those waiting for an answer first (the longest waiting first); or, with status=closed, the latest closed",
          querystring: inboxQuery,
          response: { 200: inboxSchema, ...errorResponses },
        },
      },
      (request) => inbox(ctx, request.query.status),
    );

    app.get(
      "/:id",
      {
        config: staff,
        schema: {
          tags,
          security,
          description:
            "A conversation with its messages, oldest first; reading it marks the customer's messages seen",
          params: conversationParams,
          response: { 200: inboxThread, ...errorResponses },
        },
      },
      (request) => readConversation(ctx, request.params.id),
    );

    app.post(
      "/:id/take",
      {
        config: staff,
        schema: {
          tags,
          security,
          description: "The caller takes the conversation (or takes it over); audited",
          params: conversationParams,
          response: { 200: inboxThread, ...errorResponses },
        },
      },
      (request) => takeConversation(ctx, operatorOf(request), request.params.id),
    );

    app.post(
      "/:id/messages",
      {
        config: staff,
        schema: {
          tags,
          security,
          description:
            "Answers the customer, signed with the caller's first name (taken by another operator: 409; closed: 409). The customer is notified, and e-mailed without the text when not connected. Audited.",
          params: conversationParams,
          body: supportMessageBody,
          response: { 201: inboxThread, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await answerConversation(ctx, operatorOf(request), request.params.id, request.body.message)),
    );

    app.post(
      "/:id/close",
      {
        config: staff,
        schema: {
          tags,
          security,
          description:
            "Closes the conversation (taken by another operator: 409; closed already: 409); audited",
          params: conversationParams,
          response: { 200: inboxThread, ...errorResponses },
        },
      },
      (request) => closeConversation(ctx, operatorOf(request), request.params.id),
    );
  };
}
