import { limits } from "@larkspur/shared/limits";
import { dollarAmount } from "@larkspur/shared/schemas/transaction";
import { z } from "zod";

/** The amount as typed ("1,250.50") turned into the API's dollar number, then held to the API's own rule. */
export const amountText = z
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
