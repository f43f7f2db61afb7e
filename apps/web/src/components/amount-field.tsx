import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { formatDecimal } from "../lib/format";
import { TextField } from "./form-field";

/** Dollars as a customer or an operator types them: decimal keypad, wide figures, read by `amountText`. */
export function AmountField(props: Omit<ComponentProps<typeof TextField>, "label">) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Amount (USD)`}
      inputMode="decimal"
      autoComplete="off"
      placeholder={formatDecimal(0)}
      className="figures"
      {...props}
    />
  );
}
