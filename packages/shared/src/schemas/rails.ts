import { z } from "zod";
import { reason } from "./admin";
import { currencyCode } from "./balances";
import { payeeAccountNumber } from "./fields";

/**
 * Money in and out through the partner bank (`/api/admin`, staff only, and the customer's receiving details).
 * Amounts are decimal numbers with the currency's decimals, as everywhere in the API.
 */

/** What importing a camt.053 or camt.054 file did with its credit entries. */
export const statementImportResult = z.object({
  entries: z.number().int().describe("Credit entries in the file"),
  credited: z.number().int().describe("Credited to the customer they name, now"),
  unmatched: z.number().int().describe("Naming no customer who can receive: waiting in Unmatched money in"),
  duplicates: z
    .number()
    .int()
    .describe("Imported before (the same account servicer's reference): left as they were"),
});
export type StatementImportResult = z.infer<typeof statementImportResult>;

/** AwaitingApproval: unmatched money an operator assigned, uncredited until a second operator approves. */
export const moneyInStatuses = [
  "Credited",
  "Unmatched",
  "AwaitingApproval",
  "Assigned",
  "ForReturn",
] as const;
export type MoneyInStatus = (typeof moneyInStatuses)[number];

export const unmatchedReasons = [
  "no_account_number",
  "unknown_account",
  "disabled",
  "ambiguous",
  "currency",
] as const;
export type UnmatchedReason = (typeof unmatchedReasons)[number];

/** One credit entry of a partner bank's file, as the back office lists it. */
export const moneyInEntry = z.object({
  id: z.string(),
  reference: z.string().describe("The account servicer's reference: the partner bank's id of the booking"),
  fileKind: z.enum(["camt.053", "camt.054"]),
  messageId: z.string(),
  currency: z.string().describe("ISO 4217; a currency Larkspur does not hold cannot be credited"),
  amount: z.number(),
  debtorName: z.string(),
  debtorAccount: z.string(),
  remittance: z.string(),
  bookingDate: z.string().nullable(),
  accountNumber: z.string().nullable().describe("The Larkspur account number the entry names, if any"),
  status: z.enum(moneyInStatuses),
  unmatchedReason: z.enum(unmatchedReasons).nullable(),
  customer: z
    .object({ id: z.string(), name: z.string(), accountNumber: z.string() })
    .nullable()
    .describe("Who was credited"),
  transactionId: z.string().nullable().describe("The customer's Deposit"),
  assignmentRequest: z
    .object({
      customer: z.object({ id: z.string(), name: z.string(), accountNumber: z.string() }),
      requestedBy: z.object({ id: z.string(), email: z.string() }),
      reason: z.string(),
      requestedAt: z.iso.datetime(),
    })
    .nullable()
    .describe("The assignment an operator asked for, waiting for a different operator's approval"),
  decisionReason: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type MoneyInEntry = z.infer<typeof moneyInEntry>;

export const moneyInQuery = z.object({
  status: z.enum(moneyInStatuses).default("Unmatched"),
});
export const moneyInList = z.object({
  items: z
    .array(moneyInEntry)
    .describe("At most 200: waiting money oldest first, credited and assigned money newest first"),
});
export type MoneyInList = z.infer<typeof moneyInList>;

export const moneyInParams = z.object({ id: z.string().min(1).max(100) });

/** An operator gives unmatched money to the customer it was meant for. */
export const assignMoneyInBody = z.object({ accountNumber: payeeAccountNumber, reason });
export type AssignMoneyInBody = z.infer<typeof assignMoneyInBody>;

/** The answer to an assignment: credited at once, or waiting for a second operator. */
export const moneyInAwaitingApproval = z.object({
  status: z.literal("Awaiting approval"),
  entry: moneyInEntry,
});
export type MoneyInAwaitingApproval = z.infer<typeof moneyInAwaitingApproval>;

/** An operator marks unmatched money to be sent back to its payer. */
export const returnMoneyInBody = z.object({ reason });
export type ReturnMoneyInBody = z.infer<typeof returnMoneyInBody>;

export const payoutStatuses = ["Sent", "Accepted", "Rejected"] as const;

/** A Local or International transfer as it is paid out: waiting for a batch, or in one. */
export const paymentOut = z.object({
  transactionId: z.string().describe("Also the payment's end-to-end id in the files"),
  currency: currencyCode,
  amount: z.number(),
  transferOption: z.enum(["Local", "International"]),
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  swiftCode: z.string().nullable(),
  routingNumber: z.string().nullable(),
  country: z.string().nullable(),
  description: z.string(),
  approvedAt: z.iso.datetime(),
  status: z.enum(payoutStatuses).nullable().describe("Null while it waits for a batch"),
  reason: z.string().nullable().describe("Why the bank rejected it"),
});
export type PaymentOut = z.infer<typeof paymentOut>;

/** How much of one currency: a count of payments and their sum. */
export const currencyTotal = z.object({
  currency: currencyCode,
  count: z.number().int(),
  amount: z.number(),
});
export type CurrencyTotal = z.infer<typeof currencyTotal>;

export const paymentsOutView = z.object({
  items: z.array(paymentOut).describe("The oldest waiting first, at most 200"),
  totals: z.array(currencyTotal).describe("Everything waiting, per currency"),
});
export type PaymentsOutView = z.infer<typeof paymentsOutView>;

export const paymentBatchSummary = z.object({
  id: z.string(),
  messageId: z.string().describe("The pain.001 file's MsgId"),
  status: z.enum(["Open", "Acknowledged"]),
  createdAt: z.iso.datetime(),
  createdBy: z.string().describe("The operator's e-mail address"),
  downloadedAt: z.iso.datetime().nullable(),
  acknowledgedAt: z.iso.datetime().nullable(),
  totals: z.array(currencyTotal),
  sent: z.number().int().describe("Payments the bank has not answered yet"),
  accepted: z.number().int(),
  rejected: z.number().int(),
});
export type PaymentBatchSummary = z.infer<typeof paymentBatchSummary>;

export const paymentBatch = paymentBatchSummary.extend({ payments: z.array(paymentOut) });
export type PaymentBatch = z.infer<typeof paymentBatch>;

export const paymentBatchList = z.object({
  items: z.array(paymentBatchSummary).describe("Newest first, 50"),
});
export type PaymentBatchList = z.infer<typeof paymentBatchList>;

export const paymentBatchParams = z.object({ id: z.string().min(1).max(100) });

/** What a pain.002 status report changed: payments it accepted or rejected now, and those still unanswered. */
export const statusReportResult = z.object({
  accepted: z.number().int(),
  rejected: z.number().int(),
  waiting: z.number().int().describe("Payments of the batch the bank has still not answered"),
  batch: paymentBatch,
});
export type StatusReportResult = z.infer<typeof statusReportResult>;

/** The settlement account of one currency against what should be in it. */
export const reconciliationLine = z.object({
  currency: currencyCode,
  settlementBalance: z.number(),
  waiting: currencyTotal.omit({ currency: true }).describe("Approved, waiting for a batch"),
  inBatches: currencyTotal.omit({ currency: true }).describe("In batches the bank has not answered yet"),
  difference: z
    .number()
    .describe("Settlement balance less what is waiting and in batches: 0 when they agree"),
  heldAtBank: z
    .number()
    .describe("What our books say the partner bank holds for Larkspur: money in less money paid out"),
  bankClosingBalance: z
    .number()
    .nullable()
    .describe(
      "The closing booked balance of the newest camt.053 statement in this currency; null before one",
    ),
  bankStatementDate: z.iso.date().nullable().describe("The day of that statement"),
  bankDifference: z
    .number()
    .nullable()
    .describe("The bank's closing balance less what our books say it holds: 0 when they agree"),
});
export type ReconciliationLine = z.infer<typeof reconciliationLine>;

export const reconciliationView = z.object({ items: z.array(reconciliationLine) });
export type ReconciliationView = z.infer<typeof reconciliationView>;

export const bankFileKinds = ["camt.053", "camt.054", "pain.002"] as const;
export const bankFileStatuses = ["Awaiting approval", "Approved", "Rejected"] as const;

/** What a bank file does to one payment or credit: the money, whose account, and what happens to it. */
export const bankFileEntry = z.object({
  reference: z
    .string()
    .describe("The account servicer's reference of a credit; the transaction id of a payment"),
  action: z
    .enum(["Credit", "Hold for an operator", "Accept", "Refund"])
    .describe(
      "Credit a customer; keep unmatched for an operator; a payment accepted by the bank; refunded to its payer",
    ),
  currency: z.string(),
  amount: z.number(),
  accountNumber: z
    .string()
    .nullable()
    .describe("The Larkspur account credited or refunded (or the one a credit names, if any)"),
  name: z.string().describe("The payer of a credit, the payee of a payment"),
  note: z.string().describe("What the payer wrote, or the bank's reason for a rejection"),
});
export type BankFileEntry = z.infer<typeof bankFileEntry>;

/** A bank file an operator uploaded by hand: nothing of it is applied until a different operator approves it. */
export const stagedBankFile = z.object({
  importId: z.string(),
  status: z.literal("Awaiting approval"),
  entries: z.array(bankFileEntry).describe("What approving the file will do"),
});
export type StagedBankFile = z.infer<typeof stagedBankFile>;

export const bankFile = z.object({
  id: z.string(),
  kind: z.enum(bankFileKinds),
  messageId: z.string(),
  sha256: z.string().describe("Hex SHA-256 of the file as uploaded"),
  batchId: z.string().nullable().describe("The payment batch a pain.002 answers"),
  status: z.enum(bankFileStatuses),
  uploadedBy: z.string().describe("The operator's e-mail address"),
  uploadedById: z.string(),
  uploadedAt: z.iso.datetime(),
  entries: z.array(bankFileEntry),
});
export type BankFile = z.infer<typeof bankFile>;

export const bankFileList = z.object({
  items: z.array(bankFile).describe("Files awaiting approval, the oldest first"),
});
export type BankFileList = z.infer<typeof bankFileList>;

export const bankFileParams = z.object({ importId: z.string().min(1).max(100) });
export const rejectBankFileBody = z.object({ reason });

/** What approving a file did: a camt file's import summary, or a status report's. */
export const approvedBankFile = z.union([statusReportResult, statementImportResult]);
export type ApprovedBankFile = z.infer<typeof approvedBankFile>;

/** What a customer gives a payer so money reaches their Larkspur account through the partner bank. */
export const receivingDetails = z.object({
  accountHolder: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  routingNumber: z.string(),
  bic: z.string(),
  bankAddress: z.string(),
});
export type ReceivingDetails = z.infer<typeof receivingDetails>;

export const receiveParams = z.object({ userId: z.string().min(1).max(100) });
