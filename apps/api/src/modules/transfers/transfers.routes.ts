import {
  exportQuery,
  historyQuery,
  type InitiatePaymentBody,
  idempotencyHeaders,
  initiateBody,
  initiateTransferResponse,
  transactionList,
  transactionParams,
  transferResultResponse,
  verifyResponse,
  verifyTransferBody,
} from "@larkspur/shared/schemas/transaction";
import { userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";
import type { AppContext } from "../../context";
import { admit } from "../../plugins/access";
import { signedIn, tokenHashOf } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import type { completePayment, initiatePayment, payRequest } from "../payments";
import type { historyCsv } from "../statements";
import { verifyTransfer } from "./transfer-verification.service";
import { cancelTransfer, historyWithSession, initiateTransfer } from "./transfers.service";

/**
 * What the transaction routes hand to the modules built on transfers (payments, paid requests, the CSV export), given
 * by the app so that transfers does not import those modules back.
 */
export interface TransactionRouteHandlers {
  initiatePayment: typeof initiatePayment;
  payRequest: typeof payRequest;
  completePayment: typeof completePayment;
  historyCsv: typeof historyCsv;
}

export function transfersRoutes(
  ctx: AppContext,
  { initiatePayment, payRequest, completePayment, historyCsv }: TransactionRouteHandlers,
): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["transaction"]);
    // Money moves only at its owner's request; staff may read a customer's history but not send their money.

    /** Starting or confirming a transfer: the owner's own request, made at most once per Idempotency-Key. */
    const transferRequest = <B, R extends ZodType>(body: B, answer: R) =>
      route(policies.ownAccount, {
        params: userIdParams,
        headers: idempotencyHeaders,
        body,
        response: answer,
      });

    app.post("/initiate/:userId", transferRequest(initiateBody, initiateTransferResponse), (request) => {
      const { body } = request;
      const key = request.headers["idempotency-key"];
      if (body.transferOption !== "Larkspur") return initiateTransfer(ctx, signedIn(request), body, key);
      // Without a requestId the schema has required the recipient, the amount and the description.
      return body.requestId === undefined
        ? initiatePayment(ctx, signedIn(request), body as InitiatePaymentBody, key)
        : payRequest(ctx, signedIn(request), { ...body, requestId: body.requestId }, key);
    });

    app.post("/verify/:userId", transferRequest(verifyTransferBody, verifyResponse), (request) =>
      verifyTransfer(ctx, signedIn(request), request.body, request.headers["idempotency-key"], {
        completePayment,
      }),
    );

    app.post(
      "/cancel/:userId/:transactionId",
      route(policies.ownAccount, {
        params: transactionParams,
        headers: idempotencyHeaders,
        response: transferResultResponse,
      }),
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
      route(
        policies.ownOrStaff,
        {
          params: userIdParams,
          querystring: historyQuery,
          response: transactionList,
        },
        // The history is read in the same query as the session, for speed: the handler admits the caller itself.
        { readsSessionItself: true },
      ),
      async (request, reply) => {
        const { limit, cursor, before, ...filters } = request.query;
        const page = await historyWithSession(
          ctx,
          tokenHashOf(request),
          request.params.userId,
          { limit, cursor, before, filters },
          (caller) => admit(ctx, request, caller),
        );
        // A full page may have more after it: the next page starts after its last row.
        if (page.length === limit) reply.header("x-next-cursor", page.at(-1)!.transactionId);
        return page;
      },
    );

    app.get(
      "/:userId/export.csv",
      route(policies.ownOrStaff, {
        params: userIdParams,
        querystring: exportQuery,
        produces: ["text/csv"],
        response: { 200: z.any().describe("The CSV") },
      }),
      async (request, reply) => {
        const reader = { user: signedIn(request), ip: request.ip };
        const csv = await historyCsv(ctx, reader, request.params.userId, request.query);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="larkspur-transactions.csv"')
          .header("cache-control", "private, no-store")
          .send(csv);
      },
    );
  };
}
