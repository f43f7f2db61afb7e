import { type ErrorCode, errorStatus } from "@larkspur/shared/errors";

/** The one error type services throw; the error handler turns it into `{ message, code }` with its status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.statusCode = errorStatus[code];
    this.headers = headers;
  }
}
