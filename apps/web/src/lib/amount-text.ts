import { type Currency, currencyTable, exponentOf, mainCurrency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import type { Locale } from "@larkspur/shared/locales";
import { dollarAmount } from "@larkspur/shared/schemas/transaction";
import { z } from "zod";
import { activeLocale } from "./i18n";

/** A dot followed by groups of exactly three digits, as Spanish writes thousands ("1.250" or "1.250,50"). */
const spanishThousands = /^\d{1,3}(\.\d{3})+(,\d*)?$/;

/**
 * The amount as the reader's language writes it, in the API's plain form ("1250.50"). English and Chinese group
 * thousands with commas; Russian with spaces and marks cents with a comma (a dot is read as the same mark); Spanish
 * groups with dots and marks cents with a comma, and reads a dot not followed by three-digit groups as the cents
 * mark. Anything else is left as typed, so the format rule refuses it rather than guessing a different sum.
 */
export function plainAmount(text: string, locale: Locale): string {
  switch (locale) {
    case "ru":
      return text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
    case "es": {
      const compact = text.replace(/[\s\u00a0\u202f]/g, "");
      const grouped = spanishThousands.test(compact) ? compact.replaceAll(".", "") : compact;
      return grouped.includes(".") && grouped.includes(",") ? grouped : grouped.replace(",", ".");
    }
    default:
      return text.replaceAll(",", "");
  }
}

/** The amount as typed ("1,250.50") turned into the API's dollar number, then held to the API's own rule. */
export const amountText = z
  .string()
  .trim()
  .transform((text) => plainAmount(text, activeLocale()))
  .pipe(
    z
      .string()
      .min(1, "Amount is required")
      .regex(/^\d+(\.\d{1,2})?$/, "Enter an amount in dollars, with at most 2 decimals"),
  )
  .transform(Number)
  .pipe(dollarAmount("Amount", limits.transferMaxDollars));

/**
 * Dollars as the reader typed them ("25,000.50", "25.000,50"), when they are a whole number of cents more than 0 and
 * at most `max`; otherwise null.
 */
export function typedDollars(text: string, max: number): number | null {
  const plain = plainAmount(text.trim(), activeLocale());
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const dollars = Number(plain);
  return dollars > 0 && dollars <= max ? dollars : null;
}

/**
 * An amount of `currency` as the reader typed it, when it has at most the currency's decimals (none for JPY) and is
 * more than 0 and at most the currency's ceiling; otherwise null. The number is read from its text, never computed.
 */
export function typedAmount(text: string, currency: Currency): number | null {
  const plain = plainAmount(text.trim(), activeLocale());
  const decimals = exponentOf(currency);
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(plain)) return null;
  const amount = Number(plain);
  return amount > 0 && amount <= currencyTable[currency].maxAmount ? amount : null;
}

/** The checks of an amount in a currency other than dollars, each named by its `rule` for the form's translation. */
export type CurrencyAmountRule = "wholeAmountIn" | "decimalAmountIn" | "tooLargeIn";

/**
 * The amount as typed, read as an amount of `currency`: dollars by `amountText`; any other currency more than 0,
 * with at most its decimals (none for JPY) and at most its ceiling, by the same rules as the API.
 */
export function amountTextIn(currency: Currency) {
  if (currency === mainCurrency) return amountText;
  const decimals = exponentOf(currency);
  const max = currencyTable[currency].maxAmount;
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      const plain = plainAmount(text, activeLocale());
      const amount = typedAmount(text, currency);
      if (amount !== null) return amount;
      if (/^\d+(\.\d+)?$/.test(plain) && Number(plain) > max) {
        ctx.addIssue({
          code: "custom",
          message: `Amount can be at most ${max.toLocaleString("en-US")} in ${currency}`,
          params: { rule: "tooLargeIn", currency, max },
        });
      } else {
        ctx.addIssue({
          code: "custom",
          message:
            decimals === 0
              ? `Enter a whole amount of ${currency}, more than 0.`
              : `Enter an amount of ${currency} more than 0, with at most ${decimals} decimals.`,
          params: { rule: decimals === 0 ? "wholeAmountIn" : "decimalAmountIn", currency, decimals },
        });
      }
      return z.NEVER;
    });
}
