import { type ErrorBody, type ErrorCode, errorStatus } from "@larkspur/shared/errors";
import { errorResponse } from "@larkspur/shared/schemas/error";
import { texts } from "@larkspur/shared/texts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";

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

/** Fastify's own client errors (bad JSON, wrong content type, too large...) keep their status with our shape. */
function frameworkError(error: FastifyError): { status: number; body: ErrorBody } | undefined {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  const messages: Record<string, string> = {
    FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
    FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as JSON.",
    FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send JSON.",
    FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  };
  const message =
    messages[error.code] ??
    (error.code?.startsWith("FST_ERR_CTP") ? "The request body is not valid JSON." : error.message);
  return { status, body: { message, code: statusCodes.get(status) ?? "validation_error" } };
}

/** One place turns every error into `{ message, code }`; nothing a client sends produces a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message =
        first?.message && !first.message.startsWith("Invalid input")
          ? first.message
          : "Check the fields and try again.";
      return reply.code(400).send({ message, code: "validation_error" });
    }
    const known = frameworkError(error);
    if (known) return reply.code(known.status).send(known.body);
    request.log.error({ err: error }, "Unhandled error");
    return reply.code(500).send({ message: texts.somethingWentWrong, code: "internal" });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: "There is nothing at this address.", code: "not_found" }),
  );
}
