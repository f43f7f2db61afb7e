import type { CustomerDetail, ReviewItem, ReviewQueue } from "@larkspur/shared/schemas/admin";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { ada } from "./fixtures";
import { localTransfer } from "./transaction-fixtures";

export const olivia: CurrentUser = {
  ...ada,
  _id: "s_1",
  firstName: "Olivia",
  lastName: "Operator",
  email: "olivia@larkspur.example",
  accountNumber: "900000000001",
  balance: 0,
  role: "operator",
};

export const alan: CurrentUser = {
  ...olivia,
  _id: "s_2",
  firstName: "Alan",
  lastName: "Admin",
  email: "alan@larkspur.example",
  role: "admin",
};

const customer = {
  id: ada._id,
  firstName: ada.firstName,
  lastName: ada.lastName,
  email: ada.email,
  accountNumber: ada.accountNumber,
};

export const rentReview: ReviewItem = {
  ...localTransfer,
  customer,
  ageSeconds: 2 * 3600 + 5 * 60,
  approvals: 0,
  approvalsRequired: 1,
  approvedByMe: false,
};

/** Above the four-eyes threshold: two operators must approve. */
export const tuitionReview: ReviewItem = {
  ...localTransfer,
  _id: "t_9",
  transactionId: "1700000000009",
  amount: 12_500,
  description: "Tuition",
  bankDetails: { ...localTransfer.bankDetails!, accountName: "Mary Somerville" },
  customer,
  ageSeconds: 90,
  approvals: 0,
  approvalsRequired: 2,
  approvedByMe: false,
};

/** A deposit above the four-eyes threshold, asked for by the signed-in operator: a second one must approve it. */
export const inheritanceDeposit: ReviewItem = {
  ...localTransfer,
  _id: "t_10",
  transactionId: "1700000000010",
  type: "Deposit",
  amount: 25_000,
  description: "Inheritance",
  transferOption: null,
  bankDetails: null,
  customer,
  ageSeconds: 60,
  approvals: 1,
  approvalsRequired: 2,
  approvedByMe: true,
};

export function queueOf(items: ReviewItem[]): ReviewQueue {
  return { items, page: 1, pageSize: 20, total: items.length };
}

export const adaDetail: CustomerDetail = {
  customer: {
    id: ada._id,
    firstName: ada.firstName,
    middleName: "",
    lastName: ada.lastName,
    email: ada.email,
    accountNumber: ada.accountNumber,
    status: "active",
    transferDisabled: false,
    createdAt: "2026-01-02T10:00:00.000Z",
    phone: ada.phone,
    address: "12 St James's Square, London",
    occupation: "Mathematician",
    emailVerified: true,
  },
  balance: 1360,
  held: 125.5,
  available: 1234.5,
  transactions: [localTransfer],
  sessions: [
    {
      id: "sess_1",
      createdAt: "2026-03-01T08:00:00.000Z",
      expiresAt: "2026-03-31T08:00:00.000Z",
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
    },
  ],
};
