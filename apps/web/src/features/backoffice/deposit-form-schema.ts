import { depositFields } from "@larkspur/shared/schemas/transaction";
import { amountText } from "../../lib/amount-text";

/** What the deposit fields hold while the operator types. */
export interface DepositFormInput {
  amount: string;
  description: string;
}

export const depositForm = depositFields.extend({ amount: amountText });
