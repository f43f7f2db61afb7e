import { limits } from "@larkspur/shared/limits";
import { depositBody, dollarAmount } from "@larkspur/shared/schemas/transaction";
import { z } from "zod";

/** What the deposit fields hold while the operator types. */
export interface DepositFormInput {
  amount: string;
  description: string;
}

/** The amount as typed ("1,250.50") turned into the API's dollar number, then held to the API's own rule. */
const amountText = z
  .string()
  .trim()
  .transform((text) => text.replaceAll(",", ""))
  .pipe(
    z
      .string()
      .min(1, "Amount is required")
      .regex(/^\d+(\.\d{1,2})?$/, "Enter an amount in dollars, with at most 2 decimals"),
  )
  .transform(Number)
  .pipe(dollarAmount("Amount", limits.transferMaxDollars));

export const depositForm = depositBody.extend({ amount: amountText });
