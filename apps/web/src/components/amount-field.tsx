import { type Currency, exponentOf, mainCurrency } from "@larkspur/shared/currencies";
import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { formatDecimal } from "../lib/format";
import { TextField } from "./form-field";

/**
 * An amount as a customer or an operator types it, in dollars unless `currency` says otherwise: decimal keypad,
 * wide figures, read by `amountText` (`amountTextIn` for another currency).
 */
export function AmountField({
  currency = mainCurrency,
  ...props
}: Omit<ComponentProps<typeof TextField>, "label"> & { currency?: Currency }) {
  const { t } = useLingui();
  return (
    <TextField
      label={currency === mainCurrency ? t`Amount (USD)` : t`Amount (${currency})`}
      inputMode="decimal"
      autoComplete="off"
      placeholder={exponentOf(currency) === 0 ? "0" : formatDecimal(0)}
      className="figures"
      {...props}
    />
  );
}
