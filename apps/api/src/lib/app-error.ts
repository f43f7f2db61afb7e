import { type ErrorCode, errorStatus } from "@larkspur/shared/errors";
import type { ApiMessageId } from "@larkspur/shared/i18n/api/catalogues";
import { inEnglish, type Text } from "./i18n";

/**
 * The one error type services throw; the error handler turns it into `{ message, code }` with its status, the message
 * in the caller's language. `message` itself is the English text, for logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly text: Text;
  /** How long the caller should wait before trying again; the error handler sends it as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, text: ApiMessageId | Text, options: { retryAfterSeconds?: number } = {}) {
    const asText = typeof text === "string" ? { id: text } : text;
    super(inEnglish(asText));
    this.name = "AppError";
    this.code = code;
    this.text = asText;
    this.statusCode = errorStatus[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
