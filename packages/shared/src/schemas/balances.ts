import { z } from "zod";
import { type Currency, currencies, currencyTable, mainCurrency } from "../currencies";
import { dollarsToCents, toMinorUnits } from "../money";

/** A currency we hold, by its ISO 4217 code; any other code is refused naming it. */
export const currencyCode = z.enum(currencies, {
  error: (issue) =>
    typeof issue.input === "string" && /^[A-Z]{3}$/.test(issue.input)
      ? `We do not hold ${issue.input}.`
      : "Choose a currency from the list",
});

/** One of a customer's balances; amounts are decimal numbers with the currency's decimals. */
export const balanceView = z.object({
  currency: currencyCode,
  available: z.number().describe("What can be spent: balance minus held"),
  balance: z.number(),
  held: z.number().describe("Set aside for transfers waiting for review"),
});
export type BalanceView = z.infer<typeof balanceView>;

export const openBalanceBody = z.object({ currency: currencyCode });
export type OpenBalanceBody = z.infer<typeof openBalanceBody>;

export const balanceParams = z.object({ userId: z.string().min(1).max(100), currency: currencyCode });

/**
 * What is wrong with an amount in a currency, as the schemas say it; undefined when it is fine. Dollars keep their
 * ceiling and messages; another currency allows its ISO 4217 decimals and up to its `maxAmount`.
 */
export function amountProblem(
  label: string,
  amount: number,
  currency: Currency,
  maxDollars: number,
): string | undefined {
  if (currency === mainCurrency) {
    if (amount > maxDollars) return `${label} can be at most ${maxDollars.toLocaleString("en-US")} dollars`;
    return dollarsToCents(amount) === null ? `${label} can have at most 2 decimals` : undefined;
  }
  const { exponent, maxAmount } = currencyTable[currency];
  if (amount > maxAmount)
    return `${label} can be at most ${maxAmount.toLocaleString("en-US")} in ${currency}`;
  if (toMinorUnits(amount, exponent) !== null) return undefined;
  return exponent === 0
    ? `${label} must be a whole number in ${currency}`
    : `${label} can have at most ${exponent} decimals in ${currency}`;
}

/** A body's `amount` checked against its `currency` (USD when not given). */
export const amountInCurrency =
  (label: string, maxDollars: number) =>
  (body: { amount: number; currency?: Currency | undefined }, ctx: z.RefinementCtx) => {
    const problem = amountProblem(label, body.amount, body.currency ?? mainCurrency, maxDollars);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["amount"], input: body.amount });
  };

/** A positive amount, checked against its currency by `amountInCurrency`. */
export const positiveAmount = (label: string) =>
  z.number(`${label} is required`).positive(`${label} must be more than 0`);
