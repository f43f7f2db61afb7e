/** Business constants shared by the web app and the API. */
export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 50,
  emailMax: 254,
  phonePattern: /^[0-9 +\-()]{7,20}$/,
  addressMax: 200,
  occupationMax: 100,
  codeDigits: 6,
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  /** The sign-in's second step: how long its token lives and how many codes it may try. */
  mfaTokenTtlMinutes: 5,
  mfaMaxTries: 5,
  recoveryCodeCount: 10,
  resetTokenTtlMinutes: 30,
  resendPerMinute: 1,
  resendPerDay: 10,
  recentActivityRows: 3,
  transactionsPageRows: 8,
  transferMaxDollars: 1_000_000,
  /** The most any limit on money out can be set to, by a customer or an operator. */
  moneyOutLimitMaxDollars: 10_000_000,
  transferDescriptionMax: 140,
  bankTextMax: 100,
  bankNumberMax: 34,
  cancelReasonMax: 500,
  historyDefaultRows: 50,
  historyMaxRows: 200,
  idempotencyKeyMax: 200,
  pictureMaxBytes: 5 * 1024 * 1024,
  pictureMaxPixels: 40_000_000,
  pictureSidePx: 512,
  pictureUrlMax: 500,
  passkeysMax: 10,
  /** Confirmation-of-payee look-ups a customer may make in any hour. */
  payeeLookupsPerHour: 20,
  passkeyChallengeTtlMinutes: 5,
  /** Money requests: how long one stays open unless told, the longest allowed, how many a customer makes a day. */
  requestDefaultDays: 30,
  requestMaxDays: 90,
  requestsPerDay: 50,
  /** Each list of requests (incoming, outgoing) answers this many, newest first. */
  requestListRows: 100,
  recipientsMax: 50,
  /** Secure messages with the support team: characters a message, a customer's messages an hour, rows a list. */
  supportMessageMax: 2000,
  supportMessagesPerHour: 30,
  supportListRows: 100,
  /** The largest camt statement or pain.002 status report an operator may upload. */
  bankFileMaxBytes: 10 * 1024 * 1024,
  /** The most payments one pain.001 batch takes, the oldest waiting first. */
  paymentBatchMax: 1000,
} as const;

/** Resumable picture uploads (tus): where they go and the client's chunking. */
export const uploads = {
  path: "/api/uploads",
  chunkBytes: 262_144,
  /** Pauses before each retry after a dropped connection or a server error; then the upload gives up. */
  retryDelaysMs: [0, 1000, 3000, 5000, 10_000, 20_000, 40_000],
} as const;

/** Timings of the web app in milliseconds. */
export const timings = {
  toastMs: 4000,
  redirectMs: 2000,
  reloadMs: 1800,
  loaderMs: 500,
} as const;
