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
    app.get("/conversations", route(policies.customer, { response: conversationList }), (request) =>
      listOwnConversations(ctx, signedIn(request)),
    );

    app.post(
      "/conversations",
      route(policies.customer, { body: startConversationBody, response: { 201: conversationThread } }),
      (request) => startConversation(ctx, signedIn(request), request.body),
    );

    app.get(
      "/conversations/:id",
      route(policies.customer, { params: conversationParams, response: conversationThread }),
      (request) => readOwnConversation(ctx, signedIn(request), request.params.id),
    );

    app.post(
      "/conversations/:id/messages",
      route(policies.customer, {
        params: conversationParams,
        body: supportMessageBody,
        response: { 201: conversationThread },
      }),
      (request) => writeToConversation(ctx, signedIn(request), request.params.id, request.body),
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

    app.get("", route(policies.staff, { querystring: inboxQuery, response: inboxSchema }), (request) =>
      inbox(ctx, request.query.status),
    );

    app.get("/:id", route(policies.staff, { params: conversationParams, response: inboxThread }), (request) =>
      readConversation(ctx, request.params.id),
    );

    app.post(
      "/:id/take",
      route(policies.staff, { params: conversationParams, response: inboxThread }),
      (request) => takeConversation(ctx, operatorOf(request), request.params.id),
    );

    app.post(
      "/:id/messages",
      route(policies.staff, {
        params: conversationParams,
        body: supportMessageBody,
        response: { 201: inboxThread },
      }),
      (request) => answerConversation(ctx, operatorOf(request), request.params.id, request.body.message),
    );

    app.post(
      "/:id/close",
      route(policies.staff, { params: conversationParams, response: inboxThread }),
      (request) => closeConversation(ctx, operatorOf(request), request.params.id),
    );
  };
}
