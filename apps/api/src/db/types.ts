import type { Locale } from "@larkspur/shared/locales";
import type { NotificationKind, NotificationParams } from "@larkspur/shared/schemas/notifications";
import type { RecipientType } from "@larkspur/shared/schemas/recipients";
import type { ConversationStatus } from "@larkspur/shared/schemas/support";
import type {
  AccountType,
  BankDetails,
  TransactionStatus,
  TransactionTransferOption,
  TransactionType,
} from "@larkspur/shared/schemas/transaction";
import type { Role } from "@larkspur/shared/schemas/user";
import type { ColumnType, Generated, Insertable, Selectable, Transaction } from "kysely";
import type { QueuedMail } from "../modules/mail";

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export type UserStatus = "active" | "disabled";
export type VerificationPurpose = "signup" | "transfer" | "password_reset" | "email_change";

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  middle_name: Generated<string>;
  last_name: string;
  phone: string;
  address: Generated<string>;
  occupation: Generated<string>;
  picture: string | null;
  account_number: string;
  role: Generated<Role>;
  status: Generated<UserStatus>;
  transfer_disabled: Generated<boolean>;
  email_verified_at: Date | null;
  language: Generated<Locale>;
  /** An IANA zone from the offered list. */
  time_zone: Generated<string>;
  /** E-mail preferences: mails of these categories go out only while on; security and account mails always do. */
  email_money_in: Generated<boolean>;
  email_money_out: Generated<boolean>;
  email_requests: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  ip: string;
  user_agent: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  /** Written at most once a minute, so an idle session ends without a write per request. */
  last_used_at: ColumnType<Date, Date | undefined, Date>;
  /** The last proof of password or second factor after sign-in; null: the sign-in is the last one. */
  reauthenticated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A browser the user has signed in from: the hash of its long-lived device cookie. */
export interface KnownDevicesTable {
  user_id: string;
  device_hash: string;
  first_seen_at: CreatedAt;
}

/** One of a customer's three security questions, by its key, with the normalised answer's Argon2id hash. */
export interface SecurityQuestionsTable {
  user_id: string;
  position: number;
  question: string;
  answer_hash: string;
  created_at: CreatedAt;
}

/** Wrong transfer and e-mail-change codes of one account, in the window that began with the first of them. */
/** Wrong second-step codes of an account in a 24-hour window, and the lock they caused. */
export interface SecondStepFailuresTable {
  user_id: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
  notified_lock_until: Date | null;
}

export interface WrongCodeCountsTable {
  user_id: string;
  failures: number;
  window_started_at: Date;
}

/** A customer's payee look-ups in the last hour, oldest first. */
export interface PayeeLookupsTable {
  user_id: string;
  looked_up_at: Date[];
}

export interface VerificationsTable {
  id: string;
  user_id: string;
  purpose: VerificationPurpose;
  /** What the code confirms beyond the user, e.g. one transfer or a new e-mail address. */
  subject_id: string | null;
  secret_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface LoginThrottlesTable {
  key: string;
  failures: number;
  locked_until: Date | null;
  updated_at: UpdatedAt;
}

export interface DevMailboxTable {
  id: string;
  to_address: string;
  /** The mail as it was queued (mail-layout.ts), laid out when read. */
  mail: ColumnType<QueuedMail, string, never>;
  created_at: CreatedAt;
}

export type AccountKind =
  | "customer"
  | "settlement"
  | "funding"
  | "fx_position"
  | "fee_revenue"
  | "card_settlement"
  | "card_receivable";

/**
 * Amounts are minor units of the account's currency. `balance` is the sum of the account's postings, `held` the sum
 * of its held postings. A customer has one account per currency; a closed one keeps its row with `closed_at`.
 */
export interface AccountsTable {
  id: Generated<string>;
  kind: AccountKind;
  user_id: string | null;
  currency: Generated<string>;
  balance: Generated<bigint>;
  held: Generated<bigint>;
  created_at: CreatedAt;
  /** When the balance was opened, or last opened again after being closed: the order balances are listed in. */
  opened_at: Generated<Date>;
  closed_at: Date | null;
}

/** Every money movement a customer sees: withdrawals they send and deposits credited to them. */
/** One movement of money, of any kind: what every kind shares. Each kind's own details are in a table of its own. */
export interface MovementsTable {
  id: string;
  transaction_id: string;
  user_id: string;
  account_id: string;
  /** The currency of `amount`: always the account's. */
  currency: Generated<string>;
  type: TransactionType;
  status: TransactionStatus;
  amount: bigint;
  description: string;
  transfer_option: TransactionTransferOption | null;
  /** When an Unconfirmed transfer's code runs out and the transfer is cancelled. */
  expires_at: Date | null;
  cancel_reason: string | null;
  /** The operator who approved, rejected or credited it. */
  decided_by: string | null;
  /** When a withdrawal's money left the available balance (held or paid): what limits on money out count by. */
  money_out_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** What a withdrawal counts against the limits on money out: its dollar value in cents when its money left. */
  limit_cents: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  /** A payment's other customer (the recipient on the payer's row, the payer on the recipient's). */
  counterparty_id: string | null;
  /** On a payment's recipient row or a conversion's target row: the movement whose journal entry moved its money. */
  payer_transfer_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A Local or International transfer out: the payee's bank account and how the partner bank paid it. */
export interface PayoutDetailsTable {
  movement_id: string;
  account_name: string;
  account_number: string;
  bank_name: string;
  account_type: AccountType;
  routing_number: string | null;
  swift_code: string | null;
  country: string | null;
  /** The pain.001 batch that pays it; null while it waits for one. */
  payment_batch_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the partner bank said of the payment: Sent (in a batch, no answer yet), Accepted or Rejected. */
  payout_status: ColumnType<PayoutStatus | null, PayoutStatus | null | undefined, PayoutStatus | null>;
  /** The bank's reason for returning a Rejected payment, as its status report gave it. */
  bank_return_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it was put into a pain.001 batch: handed to the partner bank. */
  sent_to_bank_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A conversion's other side: the currency, amount (its minor units), rate (exact decimal text) and fee (source). */
export interface ConversionDetailsTable {
  movement_id: string;
  currency: string;
  amount: bigint;
  rate: string;
  fee: bigint;
}

/** A payment between customers, on both sides: the other customer as then named, and the money request it pays. */
export interface PaymentDetailsTable {
  movement_id: string;
  counterparty_name: string;
  counterparty_account_number: string;
  request_id: ColumnType<string | null, string | null | undefined, never>;
}

/** Money from another bank: its payer, as the bank named them (a payer the bank did not name has no row). */
export interface BankCreditDetailsTable {
  movement_id: string;
  payer_name: string;
  payer_account_number: string;
}

/** `movement_rows`: a movement with its kind's details, in the one flat shape every reader knows. */
export interface MovementRowsView {
  id: string;
  transaction_id: string;
  user_id: string;
  account_id: string;
  /** The currency of `amount`: always the account's. */
  currency: Generated<string>;
  type: TransactionType;
  status: TransactionStatus;
  amount: bigint;
  description: string;
  transfer_option: TransactionTransferOption | null;
  account_name: string | null;
  account_number: string | null;
  bank_name: string | null;
  account_type: AccountType | null;
  routing_number: string | null;
  swift_code: string | null;
  country: string | null;
  expires_at: Date | null;
  cancel_reason: string | null;
  decided_by: string | null;
  money_out_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  limit_cents: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  counterparty_id: string | null;
  counterparty_name: string | null;
  counterparty_account_number: string | null;
  payer_transfer_id: ColumnType<string | null, string | null | undefined, never>;
  request_id: ColumnType<string | null, string | null | undefined, never>;
  conversion_currency: ColumnType<string | null, string | null | undefined, never>;
  conversion_amount: ColumnType<bigint | null, bigint | null | undefined, never>;
  conversion_rate: ColumnType<string | null, string | null | undefined, never>;
  conversion_fee: ColumnType<bigint | null, bigint | null | undefined, never>;
  payment_batch_id: ColumnType<string | null, string | null | undefined, string | null>;
  payout_status: ColumnType<PayoutStatus | null, PayoutStatus | null | undefined, PayoutStatus | null>;
  bank_return_reason: ColumnType<string | null, string | null | undefined, string | null>;
  sent_to_bank_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type JournalEntryKind =
  | "deposit"
  | "hold"
  | "completion"
  | "release"
  | "payment"
  | "conversion"
  | "payout"
  | "return"
  | "card_hold"
  | "card_release"
  | "card_clearing"
  | "card_refund";

export type PayoutStatus = "Sent" | "Accepted" | "Rejected";

export interface JournalEntriesTable {
  id: string;
  kind: JournalEntryKind;
  transfer_id: string;
  created_at: CreatedAt;
}

export type PostingBucket = "available" | "held";

export interface PostingsTable {
  id: ColumnType<bigint, never, never>;
  entry_id: string;
  account_id: string;
  bucket: PostingBucket;
  /** Signed cents; an entry's postings sum to zero. */
  amount: bigint;
}

/** A conversion's terms, fixed for 30 seconds and used at most once. Amounts are minor units. */
export interface ConversionQuotesTable {
  id: string;
  user_id: string;
  from_currency: string;
  to_currency: string;
  sell_amount: bigint;
  buy_amount: bigint;
  fee: bigint;
  /** Exact decimal text: units of `to` per 1 `from`. */
  rate: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** Hash of what the request asked for, so a key reused for something else is refused. */
  fingerprint: string;
  /** The first answer, replayed to every repeat. */
  response: unknown | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  /** Null when the system acted on its own (e.g. holding transfers after too many wrong codes). */
  actor_id: string | null;
  /** The actor's address when they acted: theirs may change later, the record does not. */
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string;
  /** JSON written as text, read back parsed. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
  ip: string;
  created_at: CreatedAt;
}

export interface TransferApprovalsTable {
  transfer_id: string;
  operator_id: string;
  created_at: CreatedAt;
}

export type UploadStatus =
  | "uploading"
  | "processing"
  | "completed"
  | "attached"
  | "replaced"
  | "rejected"
  | "expired"
  | "discarded"
  | "cancelled";

/** A customer's picture upload: `completed` once re-encoded, `attached` while it is their picture. */
export interface UploadsTable {
  /** The tus upload id, also the last segment of its upload URL. */
  id: string;
  user_id: string;
  status: Generated<UploadStatus>;
  /** Bytes announced in Upload-Length. */
  size: number;
  /** The re-encoded picture the server named, once there is one. */
  file_name: string | null;
  created_at: CreatedAt;
  completed_at: Date | null;
}

/** A broken rule the ledger's self-check found: which rule, on what, and how it is off. */
export interface LedgerProblem {
  rule: LedgerRule;
  subject: string;
  detail: string;
}

export type LedgerRule =
  | "entry_unbalanced"
  | "balance_off_postings"
  | "hold_off_postings"
  | "hold_off_pending_transfers"
  | "status_contradicts_journal"
  | "available_negative"
  | "card_purchase_contradicts_journal"
  | "card_overdraft_to_collect";

export interface LedgerChecksTable {
  id: ColumnType<bigint, never, never>;
  started_at: Date;
  finished_at: Date;
  accounts: number;
  journal_entries: number;
  postings: number;
  transfers: number;
  /** Every problem found; `problems` keeps the first of them. */
  problem_count: number;
  problems: ColumnType<LedgerProblem[], string, never>;
}

/** A user's authenticator app: the secret encrypted at rest, unconfirmed until the first right code. */
export interface TotpAuthenticatorsTable {
  user_id: string;
  secret_encrypted: string;
  confirmed_at: Date | null;
  /** The 30-second step of the last code accepted: a code is accepted once. */
  last_used_step: bigint | null;
  created_at: CreatedAt;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** The second step of a sign-in whose password was right; its token is stored hashed. */
export interface MfaChallengesTable {
  id: string;
  user_id: string;
  token_hash: string;
  failures: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  ip: string;
  user_agent: string;
  created_at: CreatedAt;
}

export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The credential's id as the browser gives it (base64url). */
  credential_id: string;
  /** The COSE public key. */
  public_key: Uint8Array;
  /** The authenticator's signature counter: each use must raise it, unless the authenticator keeps none (0). */
  counter: ColumnType<bigint, bigint, bigint>;
  transports: string[];
  name: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

export type PasskeyChallengePurpose = "registration" | "sign_in" | "second_step";

export interface PasskeyChallengesTable {
  challenge_hash: string;
  purpose: PasskeyChallengePurpose;
  user_id: string | null;
  /** What the challenge is bound to beyond the user: a second step's pending sign-in. */
  subject_id: string | null;
  expires_at: Date;
}

/** A money request; `status` is as stored: an Open one past `expires_at` is shown as Expired. */
export type RatesSource = "ECB" | "Manual";

/** One currency's reference rate on one day: units of the currency per euro, exact decimal text. */
export interface ExchangeRatesTable {
  currency: string;
  /** The ECB's date, read as YYYY-MM-DD text. */
  rate_date: string;
  rate: string;
  source: RatesSource;
  loaded_at: CreatedAt;
}

/** A rates file an operator loaded by hand: its rates wait here until a different operator approves them. */
export interface RateLoadsTable {
  id: string;
  /** SHA-256 of the file as uploaded, lowercase hex. */
  sha256: string;
  /** The file's days as read (`DayRates[]`): JSON written as text, read back parsed. */
  days: ColumnType<{ date: string; rates: { currency: string; rate: string }[] }[], string, never>;
  reason: string;
  loaded_by: string;
  status: "AwaitingApproval" | "Approved" | "Rejected";
  approved_by: string | null;
  approved_at: Date | null;
  rates_written: number | null;
  created_at: CreatedAt;
  rejected_by: Generated<string | null>;
  rejected_at: Generated<Date | null>;
  rejection_reason: Generated<string | null>;
}

export interface MoneyRequestsTable {
  id: string;
  requester_id: string;
  /** The customer asked; null for a link any customer can pay. */
  payer_id: string | null;
  /** Cents. */
  amount: bigint;
  description: string;
  status: "Open" | "Paid" | "Declined" | "Cancelled";
  expires_at: Date;
  closed_at: Date | null;
  paid_by: string | null;
  paid_transfer_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The wizard's fields of a saved bank account, as they were given (an IBAN in its electronic format). */
export interface SavedBankDetails {
  accountName: string;
  accountNumber: string;
  bankName: string;
  accountType: string;
  routingNumber?: string;
  swiftCode?: string;
  country?: string;
}

export interface RecipientsTable {
  id: string;
  user_id: string;
  type: RecipientType;
  /** The Larkspur customer saved; null for a bank account. */
  payee_id: string | null;
  name: string;
  account_number: string;
  bank_details: ColumnType<SavedBankDetails | null, string | null, never>;
  dedupe_key: string;
  created_at: CreatedAt;
}

/** Cents; null columns fall back: the bank's to the configured standard, the customer's own to the bank's. */
export interface CustomerLimitsTable {
  user_id: string;
  bank_per_payment: bigint | null;
  bank_daily: bigint | null;
  bank_monthly: bigint | null;
  own_per_payment: bigint | null;
  own_daily: bigint | null;
  own_monthly: bigint | null;
  updated_at: UpdatedAt;
}

/** One event that concerns a customer; its title and body are rendered when read, in the reader's language. */
export interface NotificationsTable {
  id: Generated<string>;
  seq: ColumnType<bigint, never, never>;
  user_id: string;
  kind: NotificationKind;
  params: ColumnType<NotificationParams, string, never>;
  link: string;
  created_at: CreatedAt;
  read_at: Date | null;
}

/** A one-time ticket that opens an event stream for its session; only its hash is kept. */
export interface EventTicketsTable {
  ticket_hash: string;
  session_id: string;
  expires_at: Date;
  created_at: CreatedAt;
}

/** A conversation between a customer and the support team; its messages are append-only. */
export interface SupportConversationsTable {
  id: string;
  customer_id: string;
  /** The customer's transaction it is about. */
  transfer_id: string | null;
  status: ConversationStatus;
  /** The operator who took it. */
  operator_id: string | null;
  /** When the customer's first message since the team last wrote was written; null when the team wrote last. */
  waiting_since: Date | null;
  last_message_at: Date;
  /** The seq of the last message each side has seen: the other side's messages up to it read "Seen". */
  customer_seen_seq: ColumnType<bigint, bigint | undefined, bigint>;
  staff_seen_seq: ColumnType<bigint, bigint | undefined, bigint>;
  created_at: Date;
  closed_at: Date | null;
  closed_by: string | null;
}

export interface SupportMessagesTable {
  id: string;
  seq: ColumnType<bigint, never, never>;
  conversation_id: string;
  author_id: string;
  from_staff: boolean;
  /** The writer's first name when they wrote: a staff answer is signed with it. */
  author_name: string;
  body: string;
  created_at: Date;
}

/** An event stream open on some API process, renewed at each heartbeat while it stays open. */
export interface EventStreamsTable {
  id: string;
  user_id: string;
  seen_at: Date;
  /** The session that opened the stream; null on rows written before streams were counted per session. */
  session_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type MoneyInStatus = "Credited" | "Unmatched" | "Assigned" | "ForReturn";
export type UnmatchedReason = "no_account_number" | "unknown_account" | "disabled" | "ambiguous" | "currency";

/**
 * One credit entry of a partner bank's camt file, unique by the bank's reference: credited to the customer it names
 * (`Credited`), or waiting for an operator (`Unmatched`), who assigns it to a customer or marks it for return.
 * Amounts are minor units of the entry's currency.
 */
export interface MoneyInEntriesTable {
  id: string;
  /** The account servicer's reference: the partner bank's id of the booking. */
  reference: string;
  file_kind: "camt.053" | "camt.054";
  message_id: string;
  currency: string;
  amount: bigint;
  debtor_name: string;
  debtor_account: string;
  remittance: string;
  /** The booking date as the file gives it (YYYY-MM-DD), when it does. */
  booking_date: string | null;
  /** The 12-digit Larkspur account number the entry names, when it names one. */
  account_number: string | null;
  status: MoneyInStatus;
  unmatched_reason: UnmatchedReason | null;
  user_id: string | null;
  transfer_id: string | null;
  /** Null when the partner bank sent the file over its signed channel. */
  imported_by: string | null;
  decided_by: string | null;
  decision_reason: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
  /** An assignment waiting for a second operator (the entry still Unmatched), kept once decided. */
  requested_user_id: Generated<string | null>;
  requested_by: Generated<string | null>;
  request_reason: Generated<string | null>;
  requested_at: Generated<Date | null>;
  /** Hex SHA-256 of the bank file the entry came in; null only for entries imported before it was kept. */
  file_sha256: string | null;
}

/** A pain.001 file of payments out; Acknowledged once the bank's status reports decided every payment in it. */
export interface PaymentBatchesTable {
  id: string;
  /** The file's MsgId, which the bank's pain.002 names as the original message. */
  message_id: string;
  status: "Open" | "Acknowledged";
  created_by: string;
  created_at: CreatedAt;
  downloaded_at: Date | null;
  acknowledged_at: Date | null;
}

/** A payment's entry and the recipient's history row, written at its trx's commit; no row outlives its trx. */
export interface PaymentEntriesDueTable {
  entry_id: string;
  transfer_id: string;
  payer_account_id: string;
  recipient_account_id: string;
  amount: bigint;
  recipient_transfer: unknown;
}

export type BankFileKind = "camt.053" | "camt.054" | "pain.002";
export type BankFileStatus = "Awaiting approval" | "Approved" | "Rejected";

/** A bank file an operator uploaded by hand: staged until a different operator approves (applies) or rejects it. */
export interface BankFilesTable {
  id: string;
  kind: BankFileKind;
  message_id: string;
  /** Hex SHA-256 of the file as uploaded. */
  sha256: string;
  xml: string;
  /** The batch a pain.002 status report answers; null for camt files. */
  payment_batch_id: string | null;
  /** What the file would do, entry by entry, as read when it was staged (`StagedEntry[]`, amounts in minor units). */
  entries: unknown;
  status: BankFileStatus;
  uploaded_by: string;
  uploaded_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
}

/** The newest closing booked balance (CLBD) a camt.053 statement gave for a currency; amount in minor units. */
export interface BankClosingBalancesTable {
  currency: string;
  amount: bigint;
  statement_date: string;
  message_id: string;
  recorded_at: Date;
}

/** A scheduled or repeating payment; its days are YYYY-MM-DD in its owner's time zone. */
export interface SchedulesTable {
  id: string;
  user_id: string;
  status: "Unconfirmed" | "Active" | "Paused" | "Ended";
  transfer_option: "Local" | "International" | "Larkspur";
  currency: string;
  amount: bigint;
  description: string;
  /** The customer a Larkspur payment pays; none for a bank transfer. */
  payee_id: string | null;
  payee_name: string;
  payee_account_number: string;
  /** A bank transfer's details as initiate takes them; none for a Larkspur payment. */
  bank_details: ColumnType<BankDetails | null, string | null, never>;
  start_date: string;
  repeat: "none" | "weekly" | "every2weeks" | "monthly" | "yearly";
  end_date: string | null;
  run_count: number | null;
  /** The number of the next run, counted from 0, its day computed from the first day. */
  next_index: Generated<number>;
  next_run: string | null;
  next_run_at: Date | null;
  skipped_in_row: Generated<number>;
  ended_reason: string | null;
  confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ScheduleRunsTable {
  id: string;
  schedule_id: string;
  run_date: string;
  status: "Running" | "Made" | "Skipped" | "Retrying";
  attempts: Generated<number>;
  claimed_at: Date;
  retry_at: Date | null;
  transaction_id: string | null;
  reason: string | null;
  updated_at: Date;
}

/** A virtual debit card; its number and CVC only sealed, amounts in the minor unit of its currency. */
export interface CardsTable {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  currency: string;
  pan_sealed: string;
  cvc_sealed: string;
  /** A keyed digest of the number: finds the card by it without storing it readable. */
  pan_digest: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  status: Generated<"Active" | "Frozen" | "Terminated">;
  nickname: string | null;
  per_purchase: bigint | null;
  daily: bigint | null;
  monthly: bigint | null;
  online: Generated<boolean>;
  atm: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Every authorisation the card network asked about, declined ones too; the purchase's card details live here. */
export interface CardAuthorizationsTable {
  authorization_id: string;
  card_id: string;
  user_id: string;
  /** The account the card spends from. */
  account_id: string;
  /** The purchase's history row; none for a decline. */
  transfer_id: string | null;
  decision: "approved" | "declined";
  reason: string | null;
  currency: string;
  /** What the first authorisation asked for. */
  requested: bigint;
  /** What was approved in all (the authorisation and its increments). */
  authorized: Generated<bigint>;
  /** What is held on the balance now. */
  held: Generated<bigint>;
  cleared: Generated<bigint>;
  /** The part of the clearing past the balance, owed to the bank. */
  overdraft: Generated<bigint>;
  merchant_name: string;
  mcc: string;
  country: string;
  channel: "online" | "in_store" | "atm";
  state: "Declined" | "Pending" | "Completed" | "Cancelled";
  created_at: Date;
  expires_at: Date;
  updated_at: Date;
}

export interface CardRefundsTable {
  transfer_id: string;
  card_id: string;
  amount: bigint;
  merchant_name: string;
  mcc: string;
  country: string;
  created_at: Date;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  event_tickets: EventTicketsTable;
  verifications: VerificationsTable;
  login_throttles: LoginThrottlesTable;
  dev_mailbox: DevMailboxTable;
  accounts: AccountsTable;
  movements: MovementsTable;
  payout_details: PayoutDetailsTable;
  conversion_details: ConversionDetailsTable;
  payment_details: PaymentDetailsTable;
  bank_credit_details: BankCreditDetailsTable;
  /** A view: read only. */
  movement_rows: MovementRowsView;
  conversion_quotes: ConversionQuotesTable;
  customer_limits: CustomerLimitsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  payment_entries_due: PaymentEntriesDueTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  wrong_code_counts: WrongCodeCountsTable;
  second_step_failures: SecondStepFailuresTable;
  payee_lookups: PayeeLookupsTable;
  transfer_approvals: TransferApprovalsTable;
  uploads: UploadsTable;
  ledger_checks: LedgerChecksTable;
  totp_authenticators: TotpAuthenticatorsTable;
  recovery_codes: RecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  known_devices: KnownDevicesTable;
  security_questions: SecurityQuestionsTable;
  money_requests: MoneyRequestsTable;
  exchange_rates: ExchangeRatesTable;
  recipients: RecipientsTable;
  notifications: NotificationsTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  event_streams: EventStreamsTable;
  money_in_entries: MoneyInEntriesTable;
  payment_batches: PaymentBatchesTable;
  bank_files: BankFilesTable;
  bank_closing_balances: BankClosingBalancesTable;
  rate_loads: RateLoadsTable;
  schedules: SchedulesTable;
  schedule_runs: ScheduleRunsTable;
  cards: CardsTable;
  card_authorizations: CardAuthorizationsTable;
  card_refunds: CardRefundsTable;
}

export type Card = Selectable<CardsTable>;
export type CardAuthorization = Selectable<CardAuthorizationsTable>;

export type UserRow = Selectable<UsersTable>;
/**
 * A user as services take one: without the password's hash in its type, so only code that checks a password uses it
 * (`UserRow`, `findPasswordHash`). A request's user does not carry it at all (`sessions.repo.ts`).
 */
export type User = Omit<UserRow, "password_hash">;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Verification = Selectable<VerificationsTable>;
export type Account = Selectable<AccountsTable>;
export type Transfer = Selectable<MovementRowsView>;
export type ConversionQuote = Selectable<ConversionQuotesTable>;
export type NewTransfer = Insertable<MovementRowsView>;
export type Upload = Selectable<UploadsTable>;
export type LedgerCheck = Selectable<LedgerChecksTable>;
export type Passkey = Selectable<PasskeysTable>;
export type MoneyRequestRow = Selectable<MoneyRequestsTable>;
export type SavedRecipient = Selectable<RecipientsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type SupportConversation = Selectable<SupportConversationsTable>;
export type SupportMessageRow = Selectable<SupportMessagesTable>;
export type MoneyInEntry = Selectable<MoneyInEntriesTable>;
export type PaymentBatch = Selectable<PaymentBatchesTable>;

/** A database transaction; "Transaction" is the API's name for a customer's transfer or deposit. */
export type Trx = Transaction<Database>;
export type ScheduleRow = Selectable<SchedulesTable>;
export type ScheduleRunRow = Selectable<ScheduleRunsTable>;
