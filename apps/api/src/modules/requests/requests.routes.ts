import {
  createRequestBody,
  moneyRequest,
  requestLists,
  requestParams,
} from "@larkspur/shared/schemas/requests";
import { idempotencyHeaders } from "@larkspur/shared/schemas/transaction";
import { userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { cancelRequest, createRequest, declineRequest, listRequests, readRequest } from "./requests.service";

/** Money requests: a customer asks another for money, or makes a link any customer can pay. */
export function requestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["requests"]);

    app.post(
      "/:userId",
      route(policies.ownAccount, {
        description:
          "Asks a customer (by account number or e-mail) for money, e-mailing them, or makes a link any customer can pay",
        params: userIdParams,
        headers: idempotencyHeaders,
        body: createRequestBody,
        response: { 201: moneyRequest },
      }),
      async (request, reply) => {
        const created = await createRequest(
          ctx,
          signedIn(request),
          request.body,
          request.headers["idempotency-key"],
        );
        return reply.status(201).send(created);
      },
    );

    app.get(
      "/:userId",
      route(policies.ownAccount, {
        description: "Requests to the caller (incoming) and the caller's own (outgoing), newest first",
        params: userIdParams,
        response: { 200: requestLists },
      }),
      (request) => listRequests(ctx, signedIn(request)),
    );

    app.get(
      "/:userId/:requestId",
      route(policies.ownAccount, {
        description:
          "One request, as the page that pays it shows it: its two sides may read it, and anyone may read a link",
        params: requestParams,
        response: { 200: moneyRequest },
      }),
      (request) => readRequest(ctx, signedIn(request), request.params.requestId),
    );

    app.post(
      "/:userId/:requestId/decline",
      route(policies.ownAccount, {
        description: "The customer asked declines an Open request; the requester is e-mailed",
        params: requestParams,
        response: { 200: moneyRequest },
      }),
      (request) => declineRequest(ctx, signedIn(request), request.params.requestId),
    );

    app.post(
      "/:userId/:requestId/cancel",
      route(policies.ownAccount, {
        description: "The requester cancels an Open request",
        params: requestParams,
        response: { 200: moneyRequest },
      }),
      (request) => cancelRequest(ctx, signedIn(request), request.params.requestId),
    );
  };
}
