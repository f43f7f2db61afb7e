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
import { z } from "zod";
import type { AppContext } from "../../context";
import { admit } from "../../plugins/access";
import { signedIn, tokenHashOf } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { initiatePayment } from "../payments/payments.service";
import { payRequest } from "../requests/request-payments";
import { historyCsv } from "../statements/statements.service";
import { verifyTransfer } from "./transfer-verification.service";
import { cancelTransfer, historyWithSession, initiateTransfer } from "./transfers.service";

export function transfersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["transaction"]);
    // Money moves only at its owner's request; staff may read a customer's history but not send their money.

    /** Starting or confirming a transfer: the owner's own request, made at most once per Idempotency-Key. */
    const transferRequest = <B, R>(description: string, body: B, answer: R) =>
      route(policies.ownAccount, {
        description,
        params: userIdParams,
        headers: idempotencyHeaders,
        body,
        response: { 200: answer },
      });

    app.post(
      "/initiate/:userId",
      transferRequest(
        "Starts a transfer, or a payment to another Larkspur customer (transferOption Larkspur), and e-mails its verification code; nothing moves until it is verified",
        initiateBody,
        initiateTransferResponse,
      ),
      (request) => {
        const { body } = request;
        const key = request.headers["idempotency-key"];
        if (body.transferOption !== "Larkspur") return initiateTransfer(ctx, signedIn(request), body, key);
        // Without a requestId the schema has required the recipient, the amount and the description.
        return body.requestId === undefined
          ? initiatePayment(ctx, signedIn(request), body as InitiatePaymentBody, key)
          : payRequest(ctx, signedIn(request), { ...body, requestId: body.requestId }, key);
      },
    );

    app.post(
      "/verify/:userId",
      transferRequest(
        "Confirms a transfer with its code: the amount is held and the transfer waits for review. A payment to another Larkspur customer is completed at once",
        verifyTransferBody,
        verifyResponse,
      ),
      (request) => verifyTransfer(ctx, signedIn(request), request.body, request.headers["idempotency-key"]),
    );

    app.post(
      "/cancel/:userId/:transactionId",
      route(policies.ownAccount, {
        description: "Cancels an Unconfirmed or Pending transfer; a held amount becomes available again",
        params: transactionParams,
        headers: idempotencyHeaders,
        response: { 200: transferResultResponse },
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
          description:
            "The customer's transactions, newest first, a page at a time, optionally searched and filtered. A full page names the next page's cursor in the X-Next-Cursor header",
          params: userIdParams,
          querystring: historyQuery,
          response: { 200: transactionList },
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
        description:
          "The customer's transactions that the filters choose, as CSV streamed newest first: date and time (ISO 8601, the customer's time zone), transaction id, type, status, description, counterparty, amount, currency, balance after (completed rows). Cells that a spreadsheet would run as formulas start with an apostrophe",
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
