import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import type { Locale } from "@larkspur/shared/locales";
import { fromMinorUnits } from "@larkspur/shared/money";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import type { Transfer } from "../../db/types";
import { translate } from "../../lib/i18n";
import { conversionOf } from "../conversions/conversion-view";

/**
 * A transfer as the customer's history shows it; amounts leave the server here, in the currency's decimals. A transfer
 * the receiving bank returned says why, in the reader's language.
 */
export function toTransactionItem(transfer: Transfer, locale: Locale = "en-US"): TransactionItem {
  return {
    _id: transfer.id,
    transactionId: transfer.transaction_id,
    type: transfer.type,
    status: transfer.status,
    currency: transfer.currency as Currency,
    amount: fromMinorUnits(transfer.amount, exponentOf(transfer.currency as Currency)),
    description: transfer.description,
    dateTime: transfer.created_at.toISOString(),
    transferOption: transfer.transfer_option,
    counterparty: counterpartyOf(transfer),
    bankDetails:
      transfer.type === "Withdrawal" && transfer.transfer_option !== "Larkspur"
        ? bankDetailsOf(transfer)
        : null,
    ...(transfer.type === "Conversion" && { conversion: conversionOf(transfer) }),
    ...(transfer.bank_return_reason !== null && {
      cancelReason: translate(locale, {
        id: "transfer.returnedByBank",
        values: { reason: transfer.bank_return_reason },
      }),
    }),
  };
}

/** The other side: a customer of a payment between customers, or a bank transfer's payer, as named then. */
function counterpartyOf(transfer: Transfer): TransactionItem["counterparty"] {
  if (transfer.counterparty_name === null) return null;
  return {
    name: transfer.counterparty_name ?? "",
    accountNumber: transfer.counterparty_account_number ?? "",
  };
}

function bankDetailsOf(transfer: Transfer): TransactionItem["bankDetails"] {
  return {
    accountName: transfer.account_name ?? "",
    accountNumber: transfer.account_number ?? "",
    bankName: transfer.bank_name ?? "",
    accountType: transfer.account_type ?? "",
    ...(transfer.transfer_option === "International" && {
      routingNumber: transfer.routing_number ?? "",
      swiftCode: transfer.swift_code ?? "",
      country: transfer.country ?? "",
    }),
  };
}
