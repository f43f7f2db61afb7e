import { type Currency, currencies, exponentOf } from "@larkspur/shared/currencies";
import type { ConversionSide, QuoteBody } from "@larkspur/shared/schemas/conversions";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { z } from "zod";
import { buttonClass } from "../../../components/button-styles";
import { SelectField, TextField } from "../../../components/form-field";
import { amountTextIn } from "../../../lib/amount-text";
import { balancesOf } from "../../../lib/balances";
import { issueText } from "../../../lib/form-resolver";
import { currencyName, formatDecimal, formatMoney } from "../../../lib/format";

export interface ConvertFormValues {
  from: Currency;
  to: Currency;
  side: ConversionSide;
  amount: string;
}

/** From the main balance to the first other one the customer holds, or to euros. */
export function initialConvertValues(user: CurrentUser): ConvertFormValues {
  const [main, other] = balancesOf(user);
  const from = main?.currency ?? currencies[0];
  const to = other?.currency ?? currencies.find((code) => code !== from) ?? from;
  return { from, to, side: "sell", amount: "" };
}

/** What to convert: from a held balance, to any other currency, the amount sold or the amount received. */
export function ConvertForm({
  user,
  values,
  onChange,
  onQuote,
  onCancel,
}: {
  user: CurrentUser;
  values: ConvertFormValues;
  onChange: (values: ConvertFormValues) => void;
  onQuote: (request: QuoteBody) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const { from, to, side } = values;
  const amountCurrency = side === "sell" ? from : to;
  const targets = currencies.filter((code) => code !== from);

  const change = (next: Partial<ConvertFormValues>) => {
    const merged = { ...values, ...next };
    // The same currency on both sides is no conversion: the other side moves to the next currency.
    if (merged.to === merged.from) merged.to = currencies.find((code) => code !== merged.from) ?? merged.to;
    setError(null);
    onChange(merged);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = z.object({ amount: amountTextIn(amountCurrency) }).safeParse({ amount: values.amount });
    if (!read.success) {
      setError(issueText(read.error.issues[0]!));
      return;
    }
    const { amount } = read.data;
    onQuote({ from, to, side, amount });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`From`}
          value={from}
          onChange={(event) => change({ from: event.target.value as Currency })}
        >
          {balancesOf(user).map((balance) => (
            <option key={balance.currency} value={balance.currency}>
              {balance.currency} · {formatMoney(balance.available, balance.currency)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`To`}
          value={to}
          onChange={(event) => change({ to: event.target.value as Currency })}
        >
          {targets.map((code) => (
            <option key={code} value={code}>
              {code} · {currencyName(code)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-900">
          <Trans>Set the amount</Trans>
        </legend>
        <div className="mt-1.5 grid grid-cols-2 gap-3">
          <SideChoice label={t`I sell`} checked={side === "sell"} onChoose={() => change({ side: "sell" })} />
          <SideChoice
            label={t`I receive`}
            checked={side === "buy"}
            onChoose={() => change({ side: "buy" })}
          />
        </div>
      </fieldset>
      <TextField
        label={side === "sell" ? t`Amount to sell (${from})` : t`Amount to receive (${to})`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={exponentOf(amountCurrency) === 0 ? "0" : formatDecimal(0)}
        className="figures"
        value={values.amount}
        error={error ?? undefined}
        onChange={(event) => change({ amount: event.target.value })}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button type="button" onClick={onCancel} className={buttonClass("outline")}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonClass("primary")}>
          <Trans>Get a quote</Trans>
        </button>
      </div>
    </form>
  );
}

function SideChoice({ label, checked, onChoose }: { label: string; checked: boolean; onChoose: () => void }) {
  return (
    <label className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-ink-300 px-3 text-sm font-medium text-ink-900 has-checked:border-ink-900 has-checked:bg-ink-50">
      <input
        type="radio"
        name="side"
        checked={checked}
        onChange={onChoose}
        className="size-4 accent-ink-900"
      />
      {label}
    </label>
  );
}
