import type { Currency } from "@larkspur/shared/currencies";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { AmountField } from "../../../components/amount-field";
import { buttonClass } from "../../../components/button-styles";
import { SelectField, TextField } from "../../../components/form-field";
import type { Balance } from "../../../lib/balances";
import { formatMoney } from "../../../lib/format";
import { FeeLine } from "./fee-line";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label">;

/**
 * The amount of every way of sending, with the fee under it. A customer with more than one balance first chooses
 * the one the money leaves; the amount is then in its currency.
 */
export function AmountFieldset({
  balances,
  currency,
  currencyField,
  ...field
}: FieldProps & { balances: Balance[]; currency: Currency; currencyField: UseFormRegisterReturn }) {
  const { t } = useLingui();
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-ink-900">
        <Trans>Amount</Trans>
      </legend>
      {balances.length > 1 && (
        <SelectField label={t`Send from`} {...currencyField}>
          {balances.map(({ currency: code, available }) => {
            const amount = formatMoney(available, code);
            return (
              <option key={code} value={code}>
                {t`${code} balance · ${amount} available`}
              </option>
            );
          })}
        </SelectField>
      )}
      <AmountField currency={currency} {...field} />
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
