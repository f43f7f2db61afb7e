import { limits } from "@larkspur/shared/limits";
import { statementImportResult, statusReportResult } from "@larkspur/shared/schemas/rails";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { receiveFromBank, signatureMatches } from "./bank-files.service";

const route = routeOptions(["partner bank"]);

/**
 * `/api/bank/files`: the partner bank's own channel. A file signed with `X-Larkspur-Signature: sha256=<hex HMAC-SHA256
 * of the body under PARTNER_BANK_SECRET>` is applied at once; a missing or wrong signature answers 401 and changes
 * nothing. Without the secret configured the channel does not exist (404), before any of the body is read.
 */
export function bankChannelRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("application/json", (_request, _payload, done) =>
      done(new AppError("unsupported_media_type", "error.bankFileMediaType"), undefined),
    );
    // The exact bytes, as the signature covers them.
    app.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: limits.bankFileMaxBytes },
      (_r, body, done) => done(null, body),
    );

    app.post(
      "/files",
      {
        ...route(
          policies.partnerBank,
          {
            response: {
              200: z.union([statusReportResult, statementImportResult]),
              413: errorResponses[400],
              415: errorResponses[400],
            },
          },
          { admitBeforeBody: true },
        ),
        bodyLimit: limits.bankFileMaxBytes,
        onRequest: async () => {
          if (!ctx.config.PARTNER_BANK_SECRET) throw new AppError("not_found", "error.notFound");
        },
      },
      async (request) => {
        const secret = ctx.config.PARTNER_BANK_SECRET;
        if (!secret) throw new AppError("not_found", "error.notFound");
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!signatureMatches(secret, body, request.headers["x-larkspur-signature"] as string | undefined)) {
          throw new AppError("unauthenticated", "error.bankSignature");
        }
        if (body.toString("utf8").trim() === "")
          throw new AppError("validation_error", "error.bankFileMissing");
        return receiveFromBank(ctx, body, request.ip);
      },
    );
  };
}
