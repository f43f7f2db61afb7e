/** Every error the API answers with, and the HTTP status it maps to. The body is always `{ message, code }`. */
export const errorStatus = {
  validation_error: 400,
  invalid_code: 400,
  invalid_link: 400,
  weak_password: 400,
  wrong_password: 400,
  insufficient_balance: 400,
  limit_exceeded: 400,
  passkey_expired: 400,
  passkey_refused: 400,
  own_account: 400,
  payee_cannot_receive: 400,
  invalid_token: 401,
  unauthenticated: 401,
  wrong_credentials: 401,
  forbidden: 403,
  unverified: 403,
  account_disabled: 403,
  account_on_hold: 403,
  mfa_enrolment_required: 403,
  reauthentication_required: 403,
  not_found: 404,
  email_taken: 409,
  conflict: 409,
  idempotency_conflict: 409,
  rates_out_of_date: 409,
  quote_expired: 409,
  upload_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  too_many_wrong_codes: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  message: string;
  code: ErrorCode;
}
