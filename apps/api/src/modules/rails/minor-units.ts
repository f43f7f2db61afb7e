import { currencyTable, isCurrency } from "@larkspur/shared/currencies";

/**
 * The ISO 4217 decimals of any currency code a bank file may carry: ours from our table, any other from Intl (which
 * knows the standard's exponents), 2 for a code it does not know.
 */
export function exponentOfAnyCurrency(code: string): number {
  if (isCurrency(code)) return currencyTable[code].exponent;
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}
