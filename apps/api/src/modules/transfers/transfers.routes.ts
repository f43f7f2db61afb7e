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
import { admit } from "../../plugins/access";
import { signedIn, tokenHashOf } from "../../plugins/authenticate";
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { verifyTransfer } from "./transfer-verification.service";
import { cancelTransfer, historyWithSession, initiateTransfer } from "./transfers.service";

export function transfersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["transaction"];
    const security = [{ token: [] }];
    // Money moves only at its owner's request; staff may read a customer's history but not send their money.
    const ownAccount = { policy: policies.ownAccount };

    /** Starting or confirming a transfer: the owner's own request, made at most once per Idempotency-Key. */
    const transferRequest = <B, R>(description: string, body: B, answer: R) => ({
      config: ownAccount,
      schema: {
        tags,
        security,
        description,
        params: userIdParams,
        headers: idempotencyHeaders,
        body,
        response: { 200: answer, ...errorResponses },
      },
    });

    app.post(
      "/initiate/:userId",
      transferRequest(
        "Starts a transfer and e-mails its verification code; nothing is held until it is verified",
        initiateTransferBody,
        initiateTransferResponse,
      ),
      (request) => initiateTransfer(ctx, signedIn(request), request.body, request.headers["idempotency-key"]),
    );

    app.post(
      "/verify/:userId",
      transferRequest(
        "Confirms a transfer with its code: the amount is held and the transfer waits for review",
        verifyTransferBody,
        transferResultResponse,
      ),
      (request) => verifyTransfer(ctx, signedIn(request), request.body, request.headers["idempotency-key"]),
    );

    app.post(
      "/cancel/:userId/:transactionId",
      {
        config: ownAccount,
        schema: {
          tags,
          security,
          description: "Cancels an Unconfirmed or Pending transfer; a held amount becomes available again",
          params: transactionParams,
          headers: idempotencyHeaders,
          response: { 200: transferResultResponse, ...errorResponses },
        },
      },
      (request) =>
        cancelTransfer(
          ctx,
          signedIn(request),
          request.params.transactionId,
          request.headers["idempotency-key"],
        ),
    );

    app.get(
      "/:userId",
      {
        // The history is read in the same query as the session, for speed: the handler admits the caller itself.
        config: { policy: policies.ownOrStaff, readsSessionItself: true },
        schema: {
          tags,
          security,
          description: "The customer's transactions, newest first, a page at a time",
          params: userIdParams,
          querystring: historyQuery,
          response: { 200: transactionList, ...errorResponses },
        },
      },
      (request) =>
        historyWithSession(ctx, tokenHashOf(request), request.params.userId, request.query, (caller) =>
          admit(ctx, request, caller),
        ),
    );
  };
}
