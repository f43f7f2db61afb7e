import fastifyMultipart from "@fastify/multipart";
import { limits } from "@larkspur/shared/limits";
import {
  approvedBankFile,
  assignMoneyInBody,
  bankFileList,
  bankFileParams,
  moneyInAwaitingApproval,
  moneyInEntry,
  moneyInList,
  moneyInParams,
  moneyInQuery,
  paymentBatch,
  paymentBatchList,
  paymentBatchParams,
  paymentsOutView,
  reconciliationView,
  rejectBankFileBody,
  returnMoneyInBody,
  stagedBankFile,
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
import {
  approveBankFile,
  awaitingBankFiles,
  rejectBankFile,
  stageBankStatement,
  stageStatusReport,
} from "./bank-files.service";
import { approveMoneyIn, assignMoneyIn, markMoneyInForReturn, moneyInOf } from "./money-in.service";
import {
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
 * The two routes that take a bank file by hand. Any content type but JSON is read as the file's text (banks' portals
 * and scripts label XML in many ways), multipart as an upload; the caller's access is checked before the body is read.
 * Each file is only staged: a different operator approves it before anything is credited, refunded or marked.
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
        response: { 202: stagedBankFile, ...fileErrors },
      }),
      async (request) => stageBankStatement(ctx, signedIn(request), await bankFileOf(request), request.ip),
    );

    app.post(
      "/payment-batches/:id/status",
      fileRoute({
        params: paymentBatchParams,
        response: { 202: stagedBankFile, ...fileErrors },
      }),
      async (request) =>
        stageStatusReport(ctx, signedIn(request), request.params.id, await bankFileOf(request), request.ip),
    );
  };
}

/** `/api/admin`: money in and out through the partner bank. Staff only, every change audited. */
export function railsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(bankFileRoutes(ctx));

    app.get("/bank-files", route(policies.staff, { response: bankFileList }), () => awaitingBankFiles(ctx));

    app.post(
      "/bank-files/:importId/approve",
      route(policies.staff, { params: bankFileParams, response: approvedBankFile }),
      (request) => approveBankFile(ctx, signedIn(request), request.params.importId, request.ip),
    );

    app.post(
      "/bank-files/:importId/reject",
      route(policies.staff, {
        params: bankFileParams,
        body: rejectBankFileBody,
        response: z.object({ importId: z.string(), status: z.literal("Rejected") }),
      }),
      (request) =>
        rejectBankFile(ctx, signedIn(request), request.params.importId, request.body.reason, request.ip),
    );

    app.get(
      "/money-in",
      route(policies.staff, { querystring: moneyInQuery, response: moneyInList }),
      (request) => moneyInOf(ctx, request.query.status),
    );

    app.post(
      "/money-in/:id/assign",
      route(policies.staff, {
        params: moneyInParams,
        body: assignMoneyInBody,
        response: {
          200: z.object({ entry: moneyInEntry, transaction: transactionItem }),
          202: moneyInAwaitingApproval,
        },
      }),
      async (request, reply) => {
        const assigned = await assignMoneyIn(
          ctx,
          signedIn(request),
          request.params.id,
          request.body,
          request.ip,
        );
        if (assigned.status === "Awaiting approval") return reply.code(202).send(assigned);
        return { entry: assigned.entry, transaction: assigned.transaction };
      },
    );

    app.post(
      "/money-in/:id/approve",
      route(policies.staff, {
        params: moneyInParams,
        response: { 200: z.object({ entry: moneyInEntry, transaction: transactionItem }) },
      }),
      (request) => approveMoneyIn(ctx, signedIn(request), request.params.id, request.ip),
    );

    app.post(
      "/money-in/:id/return",
      route(policies.staff, {
        params: moneyInParams,
        body: returnMoneyInBody,
        response: { 200: z.object({ entry: moneyInEntry }) },
      }),
      (request) =>
        markMoneyInForReturn(ctx, signedIn(request), request.params.id, request.body.reason, request.ip),
    );

    app.get("/payments-out", route(policies.staff, { response: paymentsOutView }), () => paymentsOut(ctx));

    app.get("/payment-batches", route(policies.staff, { response: paymentBatchList }), () =>
      paymentBatches(ctx),
    );

    app.post("/payment-batches", route(policies.staff, { response: { 201: paymentBatch } }), (request) =>
      createPaymentBatch(ctx, signedIn(request), request.ip),
    );

    app.get(
      "/payment-batches/:id",
      route(policies.staff, { params: paymentBatchParams, response: paymentBatch }),
      (request) => loadPaymentBatch(ctx, request.params.id),
    );

    app.get(
      "/payment-batches/:id/pain.001.xml",
      {
        config: staff,
        schema: {
          tags,
          security,
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

    app.get("/reconciliation", route(policies.staff, { response: reconciliationView }), () =>
      reconciliation(ctx),
    );
  };
}
