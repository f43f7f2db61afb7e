import type { ErrorCode } from "@larkspur/shared/errors";
import { msg } from "@lingui/core/macro";
import { i18n } from "./i18n";

const somethingWentWrong = msg`Something went wrong`;

/**
 * What a failure says when the server gave no words of its own. Here rather than read from lib/texts.ts, whose
 * texts only the sign-in screens and signed-in pages show: the home page's first load carries this one alone.
 */
export function genericErrorMessage(): string {
  return i18n._(somethingWentWrong);
}

/** A response that was not 2xx. `message` is the server's text, meant to be shown to the customer. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: ErrorCode | undefined;

  constructor(status: number, message: string, code: ErrorCode | undefined) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The server refused the token the request carried. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.code === "invalid_token";
}
