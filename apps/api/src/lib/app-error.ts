import { type ErrorCode, errorStatus } from "@larkspur/shared/errors";

/** The one error type services throw; the error handler turns it into `{ message, code }` with its status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** How long the caller should wait before trying again; the error handler sends it as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.statusCode = errorStatus[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
