import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import type { Locale } from "@larkspur/shared/locales";
import { fromMinorUnits } from "@larkspur/shared/money";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import type { Transfer } from "../../db/types";
import { translate } from "../../lib/i18n";
import { conversionOf } from "./conversion-view";
import { describedIn } from "./server-descriptions";

/** The columns a history item is made of: what `toTransactionItem` reads, and all a history page selects. */
export const itemColumns = [
  "id",
  "transaction_id",
  "type",
  "status",
  "currency",
  "amount",
  "description",
  "created_at",
  "transfer_option",
  "counterparty_name",
  "counterparty_account_number",
  "account_name",
  "account_number",
  "bank_name",
  "account_type",
  "routing_number",
  "swift_code",
  "country",
  "conversion_currency",
  "conversion_amount",
  "conversion_rate",
  "conversion_fee",
  "bank_return_reason",
  "payer_transfer_id",
  "expires_at",
  "money_out_at",
  "payout_status",
  "sent_to_bank_at",
] as const satisfies readonly (keyof Transfer)[];

export type TransactionItemRow = Pick<Transfer, (typeof itemColumns)[number]>;

/**
 * A transfer as the customer's history shows it; amounts leave the server here, in the currency's decimals. A transfer
 * the receiving bank returned says why, in the reader's language.
 */
export function toTransactionItem(transfer: TransactionItemRow, locale: Locale = "en-US"): TransactionItem {
  return {
    _id: transfer.id,
    transactionId: transfer.transaction_id,
    type: transfer.type,
    status: transfer.status,
    currency: transfer.currency as Currency,
    amount: fromMinorUnits(transfer.amount, exponentOf(transfer.currency as Currency)),
    description: describedIn(locale, transfer.description),
    dateTime: transfer.created_at.toISOString(),
    transferOption: transfer.transfer_option,
    counterparty: counterpartyOf(transfer),
    bankDetails:
      transfer.type === "Withdrawal" && transfer.transfer_option !== "Larkspur"
        ? bankDetailsOf(transfer)
        : null,
    ...(transfer.type === "Conversion" && { conversion: conversionOf(transfer) }),
    ...(transfer.status === "Unconfirmed" &&
      transfer.expires_at !== null && { codeExpiresAt: transfer.expires_at.toISOString() }),
    ...(isNeverConfirmed(transfer) && { neverConfirmed: true as const }),
    ...payoutOf(transfer),
    ...(transfer.bank_return_reason !== null && {
      cancelReason: translate(locale, {
        id: "transfer.returnedByBank",
        values: { reason: transfer.bank_return_reason },
      }),
    }),
  };
}

/** A withdrawal cancelled before its code was entered: its money never left the available balance. */
const isNeverConfirmed = (transfer: TransactionItemRow) =>
  transfer.type === "Withdrawal" && transfer.status === "Cancelled" && transfer.money_out_at === null;

/**
 * Where a bank transfer is beyond our books, once approved: waiting for the next batch to the partner bank, sent to
 * it (and, if the receiving bank accepted it, still so), or returned by the receiving bank. Its status is unchanged.
 */
function payoutOf(transfer: TransactionItemRow): Pick<TransactionItem, "payout"> | undefined {
  const bankTransfer = transfer.transfer_option === "Local" || transfer.transfer_option === "International";
  if (transfer.type !== "Withdrawal" || !bankTransfer) return undefined;
  const sentAt = transfer.sent_to_bank_at?.toISOString();
  if (transfer.payout_status === "Rejected") return { payout: { stage: "Returned", sentAt } };
  if (transfer.payout_status !== null) return { payout: { stage: "Sent", sentAt } };
  return transfer.status === "Completed" ? { payout: { stage: "Waiting" } } : undefined;
}

/** The other side: a customer of a payment between customers, or a bank transfer's payer, as named then. */
function counterpartyOf(transfer: TransactionItemRow): TransactionItem["counterparty"] {
  if (transfer.counterparty_name === null) return null;
  return {
    name: transfer.counterparty_name ?? "",
    accountNumber: transfer.counterparty_account_number ?? "",
  };
}

function bankDetailsOf(transfer: TransactionItemRow): TransactionItem["bankDetails"] {
  return {
    accountName: transfer.account_name ?? "",
    accountNumber: transfer.account_number ?? "",
    bankName: transfer.bank_name ?? "",
    accountType: transfer.account_type ?? "",
    ...(transfer.routing_number !== null && { routingNumber: transfer.routing_number }),
    ...(transfer.transfer_option === "International" && {
      swiftCode: transfer.swift_code ?? "",
      country: transfer.country ?? "",
    }),
  };
}
