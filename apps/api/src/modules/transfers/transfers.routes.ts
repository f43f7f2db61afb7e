import {
  historyQuery,
  idempotencyHeaders,
  initiateTransferBody,
  initiateTransferResponse,
  transactionList,
  transactionParams,
  transferResultResponse,
  verifyTransferBody,
} from "@larkspur/shared/schemas/transaction";
import { userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { requireUser, signedIn, tokenHashOf } from "../../plugins/authenticate";
import { errorResponses } from "../../plugins/errors";
import { verifyTransfer } from "./transfer-verification.service";
import { cancelTransfer, historyForCaller, initiateTransfer } from "./transfers.service";

/** Money moves only at its owner's request: unlike reading, staff cannot send a customer's money. */
function assertOwnAccount(user: User, userId: string): void {
  if (user.id !== userId) throw new AppError("forbidden", "You can only move money from your own account.");
}

export function transfersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["transaction"];
    const security = [{ token: [] }];
    // The money routes authenticate first; reading the history authenticates in its own query.
    const preHandler = requireUser(ctx);

    app.post(
      "/initiate/:userId",
      {
        preHandler,
        schema: {
          tags,
          security,
          description:
            "Starts a transfer and e-mails its verification code; nothing is held until it is verified",
          params: userIdParams,
          headers: idempotencyHeaders,
          body: initiateTransferBody,
          response: { 200: initiateTransferResponse, ...errorResponses },
        },
      },
      (request) => {
        const user = signedIn(request);
        assertOwnAccount(user, request.params.userId);
        return initiateTransfer(ctx, user, request.body, request.headers["idempotency-key"]);
      },
    );

    app.post(
      "/verify/:userId",
      {
        preHandler,
        schema: {
          tags,
          security,
          description:
            "Confirms a transfer with its code: the amount is held and the transfer waits for review",
          params: userIdParams,
          headers: idempotencyHeaders,
          body: verifyTransferBody,
          response: { 200: transferResultResponse, ...errorResponses },
        },
      },
      (request) => {
        const user = signedIn(request);
        assertOwnAccount(user, request.params.userId);
        return verifyTransfer(ctx, user, request.body, request.headers["idempotency-key"]);
      },
    );

    app.post(
      "/cancel/:userId/:transactionId",
      {
        preHandler,
        schema: {
          tags,
          security,
          description: "Cancels an Unconfirmed or Pending transfer; a held amount becomes available again",
          params: transactionParams,
          headers: idempotencyHeaders,
          response: { 200: transferResultResponse, ...errorResponses },
        },
      },
      (request) => {
        const user = signedIn(request);
        assertOwnAccount(user, request.params.userId);
        return cancelTransfer(ctx, user, request.params.transactionId, request.headers["idempotency-key"]);
      },
    );

    app.get(
      "/:userId",
      {
        schema: {
          tags,
          security,
          description: "The customer's transactions, newest first, a page at a time",
          params: userIdParams,
          querystring: historyQuery,
          response: { 200: transactionList, ...errorResponses },
        },
      },
      async (request) => {
        const { userId } = request.params;
        const { caller, items } = await historyForCaller(ctx, tokenHashOf(request), userId, request.query);
        request.user = caller;
        return items;
      },
    );
  };
}
