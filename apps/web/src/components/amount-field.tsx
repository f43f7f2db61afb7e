import type { ComponentProps } from "react";
import { TextField } from "./form-field";

/** Dollars as a customer or an operator types them: decimal keypad, wide figures, read by `amountText`. */
export function AmountField(props: Omit<ComponentProps<typeof TextField>, "label">) {
  return (
    <TextField
      label="Amount (USD)"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      className="figures"
      {...props}
    />
  );
}
