import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import { AmountField } from "../../../components/amount-field";
import { buttonClass } from "../../../components/button-styles";
import { TextField } from "../../../components/form-field";
import { FeeLine } from "./fee-line";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label">;

/** The amount of every way of sending, with the fee under it. */
export function AmountFieldset(field: FieldProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-ink-900">
        <Trans>Amount</Trans>
      </legend>
      <AmountField {...field} />
      <div className="rounded-xl bg-ink-50 px-4">
        <FeeLine />
      </div>
    </fieldset>
  );
}

/** How every way of sending ends its Details step: what it is for, then Continue. */
export function DescriptionAndContinue(field: FieldProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Description`}
        autoComplete="off"
        placeholder={t`What is this payment for?`}
        {...field}
      />
      <button type="submit" className={`${buttonClass("primary", "lg")} w-full sm:w-auto`}>
        <Trans>Continue</Trans>
        <ArrowRight className="size-4" aria-hidden="true" />
      </button>
    </>
  );
}
