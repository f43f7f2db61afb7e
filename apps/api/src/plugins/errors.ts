import { type ErrorCode, errorStatus } from "@larkspur/shared/errors";
import type { ApiMessageId } from "@larkspur/shared/i18n/api/catalogues";
import type { Locale } from "@larkspur/shared/locales";
import { errorResponse } from "@larkspur/shared/schemas/error";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { localeOfAcceptLanguage, type Text, translate } from "../lib/i18n";
import { translateValidation } from "../lib/validation-texts";
import { bearerToken, sessionUserOf } from "./authenticate";

/** The error answers every route documents in OpenAPI. */
export const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

const statusCodes = new Map<number, ErrorCode>(
  (Object.entries(errorStatus) as [ErrorCode, number][]).reverse().map(([code, status]) => [status, code]),
);

const frameworkTexts: Record<string, ApiMessageId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "error.bodyTooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "error.sendJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "error.bodyEmpty",
  FST_ERR_CTP_INVALID_JSON_BODY: "error.bodyNotJson",
};

/**
 * The language of an error's message: the signed-in caller's saved language, else the request's Accept-Language.
 * An error can come before the access check has read the session (a body that fails validation), so it is read here.
 */
export async function requestLocale(ctx: AppContext, request: FastifyRequest): Promise<Locale> {
  const caller =
    request.user ??
    (bearerToken(request) ? await sessionUserOf(ctx, request).catch(() => undefined) : undefined);
  return caller?.language ?? localeOfAcceptLanguage(request.headers["accept-language"]);
}

/** Fastify's own client errors (bad JSON, wrong content type, too large...) keep their status with our shape. */
function frameworkError(error: FastifyError): { status: number; text: Text | string } | undefined {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  const id =
    frameworkTexts[error.code] ?? (error.code?.startsWith("FST_ERR_CTP") ? "error.bodyNotJson" : undefined);
  return { status, text: id ? { id } : error.message };
}

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  return reply.code(status).send({ message, code });
}

/** One place turns every error into `{ message, code }`; nothing a client sends produces a 500. */
export function registerErrorHandling(app: FastifyInstance, ctx: AppContext): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const locale = await requestLocale(ctx, request);
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return send(reply, error.statusCode, error.code, translate(locale, error.text));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message =
        first?.message && !first.message.startsWith("Invalid input")
          ? translateValidation(locale, first.message)
          : translate(locale, { id: "error.checkFields" });
      return send(reply, 400, "validation_error", message);
    }
    const known = frameworkError(error);
    if (known) {
      const { status, text } = known;
      const message = typeof text === "string" ? text : translate(locale, text);
      return send(reply, status, statusCodes.get(status) ?? "validation_error", message);
    }
    request.log.error({ err: error }, "Unhandled error");
    return send(reply, 500, "internal", translate(locale, { id: "error.somethingWentWrong" }));
  });

  app.setNotFoundHandler(() => {
    throw new AppError("not_found", "error.notFound");
  });
}
