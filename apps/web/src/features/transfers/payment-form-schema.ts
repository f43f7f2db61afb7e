import { type Currency, currencies, mainCurrency } from "@larkspur/shared/currencies";
import { email, payeeAccountNumber } from "@larkspur/shared/schemas/fields";
import { initiatePaymentBody, type PayeeReference } from "@larkspur/shared/schemas/transaction";
import { z } from "zod";
import { amountTextIn } from "../../lib/amount-text";

/** What the payment form's fields hold while the customer types. */
export interface PaymentFormInput {
  payee: string;
  /** The balance the money leaves. */
  currency: Currency;
  amount: string;
  description: string;
}

export const emptyPayment: PaymentFormInput = {
  payee: "",
  currency: mainCurrency,
  amount: "",
  description: "",
};

/**
 * The amount (by the rules of the balance it leaves) and description by the API's own rules; the payee is checked
 * by looking it up.
 */
export function paymentFormSchema(currency: Currency) {
  return initiatePaymentBody
    .pick({ description: true })
    .extend({ amount: amountTextIn(currency), currency: z.enum(currencies) });
}
export type PaymentFormValues = z.output<ReturnType<typeof paymentFormSchema>>;

/**
 * What the customer typed, as the look-up takes it: digits alone (spaces and dashes allowed between them) are an
 * account number, anything else an e-mail address, as at sign-in. Null when it can be neither.
 */
export function payeeQuery(typed: string): PayeeReference | null {
  const text = typed.trim();
  if (/^[\d\s-]+$/.test(text)) {
    const found = payeeAccountNumber.safeParse(text.replaceAll("-", ""));
    return found.success ? { accountNumber: found.data } : null;
  }
  const found = email.safeParse(text);
  return found.success ? { email: found.data } : null;
}
