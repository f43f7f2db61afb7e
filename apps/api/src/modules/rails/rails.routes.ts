import fastifyMultipart from "@fastify/multipart";
import { limits } from "@larkspur/shared/limits";
import {
  assignMoneyInBody,
  moneyInEntry,
  moneyInList,
  moneyInParams,
  moneyInQuery,
  paymentBatch,
  paymentBatchList,
  paymentBatchParams,
  paymentsOutView,
  reconciliationView,
  returnMoneyInBody,
  statementImportResult,
  statusReportResult,
} from "@larkspur/shared/schemas/rails";
import { transactionItem } from "@larkspur/shared/schemas/transaction";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { signedIn } from "../../plugins/authenticate";
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { assignMoneyIn, importBankStatement, markMoneyInForReturn, moneyInOf } from "./money-in.service";
import {
  applyStatusReport,
  createPaymentBatch,
  paymentBatch as loadPaymentBatch,
  paymentBatches,
  paymentBatchFile,
  paymentsOut,
  reconciliation,
} from "./payment-batches.service";

const tags = ["partner bank"];
const route = routeOptions(tags);
const security = [{ token: [] }];
const staff = { policy: policies.staff };
/** A bank file too large or of another type answers as any bad request does. */
const fileErrors = { 413: errorResponses[400], 415: errorResponses[400] };

/**
 * The XML of an uploaded bank file: the request body itself, or the (first) file of a multipart upload. Either is
 * at most `bankFileMaxBytes`.
 */
async function bankFileOf(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw new AppError("validation_error", "error.bankFileMissing");
    try {
      return (await file.toBuffer()).toString("utf8");
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw new AppError("payload_too_large", {
          id: "error.bankFileTooLarge",
          values: { megabytes: limits.bankFileMaxBytes / 1024 / 1024 },
        });
      }
      throw error;
    }
  }
  if (typeof request.body !== "string" || request.body.trim() === "") {
    throw new AppError("validation_error", "error.bankFileMissing");
  }
  return request.body;
}

/**
 * The two routes that take a bank file. Any content type but JSON is read as the file's text (banks' portals and
 * scripts label XML in many ways), multipart as an upload; the caller's access is checked before the body is read.
 */
function bankFileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    await app.register(fastifyMultipart, {
      limits: { fileSize: limits.bankFileMaxBytes, files: 1, fields: 10, parts: 11 },
    });
    app.addContentTypeParser("application/json", (_request, _payload, done) =>
      done(new AppError("unsupported_media_type", "error.bankFileMediaType"), undefined),
    );
    app.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: limits.bankFileMaxBytes },
      (_r, body, done) => done(null, body),
    );
    /** A route taking a bank file: its body may be large, so the caller is admitted before it is read. */
    const fileRoute = <S extends Parameters<typeof route>[1]>(schema: S) => ({
      ...route(policies.staff, schema, { admitBeforeBody: true }),
      bodyLimit: limits.bankFileMaxBytes,
    });

    app.post(
      "/bank-statements",
      fileRoute({
        description:
          "Imports the partner bank's camt.053 statement or camt.054 credit notification (the XML as the body, or a multipart upload; at most 10 MB). Each credit entry is credited at once to the customer whose 12-digit account number is its creditor account or in its remittance information, or waits in Unmatched money in; an entry already imported (by its account servicer's reference) is a duplicate. 400 for a file that cannot be read, which credits nothing.",
        response: { 200: statementImportResult, ...fileErrors },
      }),
      async (request) => importBankStatement(ctx, signedIn(request), await bankFileOf(request), request.ip),
    );

    app.post(
      "/payment-batches/:id/status",
      fileRoute({
        description:
          "Applies the partner bank's pain.002 status report for the batch (the XML as the body, or a multipart upload): accepted payments leave settlement; rejected ones are cancelled and refunded to the customer, who is told why.",
        params: paymentBatchParams,
        response: { 200: statusReportResult, ...fileErrors },
      }),
      async (request) =>
        applyStatusReport(ctx, signedIn(request), request.params.id, await bankFileOf(request), request.ip),
    );
  };
}

/** `/api/admin`: money in and out through the partner bank. Staff only, every change audited. */
export function railsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(bankFileRoutes(ctx));

    app.get(
      "/money-in",
      route(policies.staff, {
        description: "Credit entries of one status, Unmatched unless told, the oldest first",
        querystring: moneyInQuery,
        response: { 200: moneyInList },
      }),
      (request) => moneyInOf(ctx, request.query.status),
    );

    app.post(
      "/money-in/:id/assign",
      route(policies.staff, {
        description:
          "Credits unmatched money to the customer with this account number, with a reason; audited",
        params: moneyInParams,
        body: assignMoneyInBody,
        response: {
          200: z.object({ entry: moneyInEntry, transaction: transactionItem }),
        },
      }),
      (request) => assignMoneyIn(ctx, signedIn(request), request.params.id, request.body, request.ip),
    );

    app.post(
      "/money-in/:id/return",
      route(policies.staff, {
        description: "Marks unmatched money to be sent back to its payer, with a reason; audited",
        params: moneyInParams,
        body: returnMoneyInBody,
        response: { 200: z.object({ entry: moneyInEntry }) },
      }),
      (request) =>
        markMoneyInForReturn(ctx, signedIn(request), request.params.id, request.body.reason, request.ip),
    );

    app.get(
      "/payments-out",
      route(policies.staff, {
        description:
          "Approved Local and International transfers waiting for a payment batch, and their totals",
        response: { 200: paymentsOutView },
      }),
      () => paymentsOut(ctx),
    );

    app.get("/payment-batches", route(policies.staff, { response: { 200: paymentBatchList } }), () =>
      paymentBatches(ctx),
    );

    app.post(
      "/payment-batches",
      route(policies.staff, {
        description: `Makes a batch of the payments waiting (the oldest first, at most ${limits.paymentBatchMax}); it asks for no fields. 409 when none wait. Audited.`,
        response: { 201: paymentBatch },
      }),
      async (request, reply) =>
        reply.code(201).send(await createPaymentBatch(ctx, signedIn(request), request.ip)),
    );

    app.get(
      "/payment-batches/:id",
      route(policies.staff, {
        params: paymentBatchParams,
        response: { 200: paymentBatch },
      }),
      (request) => loadPaymentBatch(ctx, request.params.id),
    );

    app.get(
      "/payment-batches/:id/pain.001.xml",
      {
        config: staff,
        schema: {
          tags,
          security,
          description:
            "The batch as a pain.001.001.09 file for the partner bank: a payment information block per currency, Larkspur's settlement account as debtor, each transfer's transactionId as its end-to-end id. Audited.",
          params: paymentBatchParams,
          produces: ["application/xml"],
        },
      },
      async (request, reply) => {
        // A HEAD request only asks whether the file is there: it is no download.
        const { fileName, xml } = await paymentBatchFile(ctx, signedIn(request), request.params.id, {
          ip: request.ip,
          download: request.method === "GET",
        });
        return reply
          .type("application/xml; charset=utf-8")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .send(xml);
      },
    );

    app.get(
      "/reconciliation",
      route(policies.staff, {
        description:
          "Per currency: the settlement account's balance against the payments waiting for a batch and those in batches the bank has not answered",
        response: { 200: reconciliationView },
      }),
      () => reconciliation(ctx),
    );
  };
}
