import { type Currency, mainCurrency } from "@larkspur/shared/currencies";
import { depositFields } from "@larkspur/shared/schemas/transaction";
import { amountTextIn } from "../../lib/amount-text";

/** What the deposit fields hold while the operator types. */
export interface DepositFormInput {
  currency: Currency;
  amount: string;
  description: string;
}

export const emptyDeposit: DepositFormInput = { currency: mainCurrency, amount: "", description: "" };

/** The API's deposit fields, with the amount read from its text by the rules of the currency credited. */
export const depositForm = (currency: Currency) =>
  depositFields.required({ currency: true }).extend({ amount: amountTextIn(currency) });
