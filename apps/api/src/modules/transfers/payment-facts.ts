import type { Transfer } from "../../db/types";
import { translate } from "../../lib/i18n";
import type { PaymentFacts, Recipient } from "../mail";
import { formatMinorUnits } from "../notifications";

/** What the mails tell of a payment, from the addressee's own row. */
export type PaymentRow = Pick<
  Transfer,
  | "amount"
  | "currency"
  | "description"
  | "transaction_id"
  | "counterparty_name"
  | "counterparty_account_number"
>;

/** A payment as the addressee's own row names it: the other customer is that row's counterparty. */
export function paymentFactsOf(to: Recipient, row: PaymentRow): PaymentFacts {
  const name = row.counterparty_name ?? "";
  return {
    amount: formatMinorUnits(to.language, String(row.amount), row.currency),
    name,
    payee: translate(to.language, {
      id: "mail.payeeCustomer",
      values: { name, accountNumber: row.counterparty_account_number ?? "" },
    }),
    transactionId: row.transaction_id,
  };
}
