import type { TransactionItem } from "@larkspur/shared/schemas/transaction";

export const deposit: TransactionItem = {
  _id: "t_1",
  transactionId: "1700000000001",
  type: "Deposit",
  status: "Completed",
  currency: "USD",
  amount: 2500,
  description: "Salary for March",
  dateTime: "2026-03-05T10:00:00.000Z",
  transferOption: null,
  counterparty: null,
  bankDetails: null,
};

export const localTransfer: TransactionItem = {
  _id: "t_2",
  transactionId: "1700000000002",
  type: "Withdrawal",
  status: "Pending",
  currency: "USD",
  amount: 125.5,
  description: "Rent",
  dateTime: "2026-03-07T09:30:00.000Z",
  transferOption: "Local",
  counterparty: null,
  bankDetails: {
    accountName: "Charles Babbage",
    accountNumber: "0123456789",
    bankName: "First Analytical Bank",
    accountType: "Checking account",
  },
};

export const internationalTransfer: TransactionItem = {
  _id: "t_3",
  transactionId: "1700000000003",
  type: "Withdrawal",
  status: "Cancelled",
  currency: "USD",
  amount: 1000,
  description: "Tuition",
  dateTime: "2026-03-09T15:00:00.000Z",
  transferOption: "International",
  counterparty: null,
  bankDetails: {
    accountName: "Mary Somerville",
    accountNumber: "GB29NWBK60161331926819",
    bankName: "Royal Bank",
    accountType: "Savings account",
    routingNumber: "026009593",
    swiftCode: "NWBKGB2L",
    country: "United Kingdom",
  },
};

/** `count` transfers, newest first, with distinct ids. */
export function manyTransactions(count: number, offset = 0): TransactionItem[] {
  return Array.from({ length: count }, (_, index) => ({
    ...localTransfer,
    _id: `m_${offset + index}`,
    transactionId: String(1800000000000 - offset - index),
    description: `Payment ${offset + index + 1}`,
    status: "Completed" as const,
  }));
}

/** A payment Ada sent to another customer, as her history lists it. */
export const paymentSent: TransactionItem = {
  _id: "t_4",
  transactionId: "1700000000004",
  type: "Withdrawal",
  status: "Completed",
  currency: "USD",
  amount: 42,
  description: "Dinner",
  dateTime: "2026-03-10T19:00:00.000Z",
  transferOption: "Larkspur",
  bankDetails: null,
  counterparty: { name: "Grace H.", accountNumber: "987654321098" },
};

/** A payment another customer sent to Ada, as her history lists it. */
export const paymentReceived: TransactionItem = {
  ...paymentSent,
  _id: "t_5",
  transactionId: "1700000000005",
  type: "Deposit",
  amount: 18.25,
  description: "Concert ticket",
  counterparty: { name: "Charles B.", accountNumber: "955555555555" },
};
