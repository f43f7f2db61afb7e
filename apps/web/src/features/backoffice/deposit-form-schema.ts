import { depositBody } from "@larkspur/shared/schemas/transaction";
import { amountText } from "../../lib/amount-text";

/** What the deposit fields hold while the operator types. */
export interface DepositFormInput {
  amount: string;
  description: string;
}

export const depositForm = depositBody.extend({ amount: amountText });
