import type {
  BankFile,
  MoneyInEntry,
  PaymentBatch,
  PaymentOut,
  ReceivingDetails,
  ReconciliationView,
} from "@larkspur/shared/schemas/rails";
import { ada } from "./fixtures";

/** What Ada gives a payer at another bank. */
export const adaReceivingDetails: ReceivingDetails = {
  accountHolder: "Ada King Lovelace",
  accountNumber: ada.accountNumber,
  bankName: "Harbor Trust Bank",
  routingNumber: "123456780",
  bic: "HRBTUS33XXX",
  bankAddress: "1 Harbor Plaza, New York, NY 10004, United States",
};

/** A credit from another bank that names no Larkspur account number. */
export const unmatchedRent: MoneyInEntry = {
  id: "7f3c2b1a-0d9e-4c8b-a7f6-5e4d3c2b1a09",
  reference: "ACSR-2026-0001",
  fileKind: "camt.054",
  messageId: "NTF-20260305-1",
  currency: "EUR",
  amount: 250,
  debtorName: "Emmy Noether",
  debtorAccount: "DE89370400440532013000",
  remittance: "Rent March",
  bookingDate: "2026-03-05",
  accountNumber: null,
  status: "Unmatched",
  unmatchedReason: "no_account_number",
  customer: null,
  transactionId: null,
  assignmentRequest: null,
  decisionReason: null,
  decidedAt: null,
  createdAt: "2026-03-05T09:00:00.000Z",
};

/** The same credit assigned to Ada by Alan, waiting for another operator's approval (it is in euros). */
export const rentAwaitingApproval: MoneyInEntry = {
  ...unmatchedRent,
  status: "AwaitingApproval",
  assignmentRequest: {
    customer: { id: ada._id, name: "Ada Lovelace", accountNumber: ada.accountNumber },
    requestedBy: { id: "s_2", email: "alan@larkspur.example" },
    reason: "The payer called with her account number",
    requestedAt: "2026-03-05T10:00:00.000Z",
  },
};

/** A credit an import gave Ada at once: her account number was in the file. */
export const creditedSalary: MoneyInEntry = {
  ...unmatchedRent,
  id: "0b5c8a4e-3f1d-4e2a-9c7b-6d5e4f3a2b10",
  reference: "ACSR-2026-0002",
  messageId: "STM-20260306-1",
  fileKind: "camt.053",
  currency: "USD",
  amount: 1200,
  debtorName: "Analytical Engines Ltd",
  remittance: "Salary",
  accountNumber: ada.accountNumber,
  status: "Credited",
  unmatchedReason: null,
  customer: { id: ada._id, name: "Ada Lovelace", accountNumber: ada.accountNumber },
  transactionId: "1700000000002000001",
  createdAt: "2026-03-06T08:00:00.000Z",
};

/** An approved local transfer waiting for a payment batch. */
export const waitingPayment: PaymentOut = {
  transactionId: "1700000000001000001",
  currency: "USD",
  amount: 25,
  transferOption: "Local",
  accountName: "Charles Babbage",
  accountNumber: "0123456789",
  bankName: "First Analytical Bank",
  swiftCode: null,
  routingNumber: null,
  country: null,
  description: "Rent for May",
  approvedAt: "2026-03-05T10:00:00.000Z",
  status: null,
  reason: null,
};

/** A batch of that payment, its file made and not downloaded, the bank not answered yet. */
export const openBatch: PaymentBatch = {
  id: "3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b",
  messageId: "LARK-20260305-0A1B2C3D4E",
  status: "Open",
  createdAt: "2026-03-05T11:00:00.000Z",
  createdBy: "olivia@larkspur.example",
  downloadedAt: null,
  acknowledgedAt: null,
  totals: [{ currency: "USD", count: 1, amount: 25 }],
  sent: 1,
  accepted: 0,
  rejected: 0,
  payments: [{ ...waitingPayment, status: "Sent" }],
};

export const balancedBooks: ReconciliationView = {
  items: [
    {
      currency: "USD",
      settlementBalance: 25,
      waiting: { count: 1, amount: 25 },
      inBatches: { count: 0, amount: 0 },
      difference: 0,
      heldAtBank: 1025,
      bankClosingBalance: 1025,
      bankStatementDate: "2026-03-04",
      bankDifference: 0,
    },
  ],
};

/** A camt.054 an operator uploaded by hand, waiting for another operator: one credit for a customer. */
export const stagedNotification: BankFile = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  kind: "camt.054",
  messageId: "NTF-20260305-1",
  sha256: "3f".repeat(32),
  batchId: null,
  status: "Awaiting approval",
  uploadedBy: "olivia@larkspur.example",
  uploadedById: "s_1",
  uploadedAt: "2026-03-05T09:30:00.000Z",
  entries: [
    {
      reference: "ACSR-20260305-0001",
      action: "Credit",
      currency: "USD",
      amount: 250,
      accountNumber: "900012345678",
      name: "Acme Payroll",
      note: "Salary March",
    },
  ],
};
