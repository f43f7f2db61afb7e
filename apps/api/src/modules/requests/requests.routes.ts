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
import {
  cancelRequest,
  createRequest,
  declineRequest,
  listRequests,
  type RecipientLookup,
  readRequest,
} from "./requests.service";

/** What these routes need of the payments module, which builds on this one: its look-up of a recipient. */
export interface RequestRouteHandlers {
  paymentRecipient: RecipientLookup;
}

/** Money requests: a customer asks another for money, or makes a link any customer can pay. */
export function requestsRoutes(
  ctx: AppContext,
  { paymentRecipient }: RequestRouteHandlers,
): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["requests"]);

    app.post(
      "/:userId",
      route(policies.ownAccount, {
        params: userIdParams,
        headers: idempotencyHeaders,
        body: createRequestBody,
        response: { 201: moneyRequest },
      }),
      (request) =>
        createRequest(
          ctx,
          signedIn(request),
          request.body,
          request.headers["idempotency-key"],
          paymentRecipient,
        ),
    );

    app.get(
      "/:userId",
      route(policies.ownAccount, { params: userIdParams, response: requestLists }),
      (request) => listRequests(ctx, signedIn(request)),
    );

    app.get(
      "/:userId/:requestId",
      route(policies.ownAccount, { params: requestParams, response: moneyRequest }),
      (request) => readRequest(ctx, signedIn(request), request.params.requestId),
    );

    app.post(
      "/:userId/:requestId/decline",
      route(policies.ownAccount, { params: requestParams, response: moneyRequest }),
      (request) => declineRequest(ctx, signedIn(request), request.params.requestId),
    );

    app.post(
      "/:userId/:requestId/cancel",
      route(policies.ownAccount, { params: requestParams, response: moneyRequest }),
      (request) => cancelRequest(ctx, signedIn(request), request.params.requestId),
    );
  };
}
