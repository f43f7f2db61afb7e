import { currencies } from "@larkspur/shared/currencies";
import { transactionStatuses, transactionTypes } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search, SlidersHorizontal } from "lucide-react";
import type { FormEvent } from "react";
import { buttonClass } from "../../../components/button-styles";
import { inputClass, SelectField, TextField } from "../../../components/form-field";
import { currencyName } from "../../../lib/format";
import { statusLabel } from "../../../lib/transaction-display";
import { activeFilters, type TransactionFilters } from "../../../lib/transactions-query";
import { transactionTypeLabel } from "../../../lib/transfer-labels";

/**
 * The history's search box and filters. They are the page's address (`?q=rent&type=Withdrawal`), so a filtered view
 * reloads as it was and can be shared; the form reads them from there and writes them back on submit.
 */
export function TransactionFiltersForm({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (filters: TransactionFilters) => void;
}) {
  const { t } = useLingui();
  const chosen = Object.keys(activeFilters({ ...filters, q: undefined })).length;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChange(Object.fromEntries([...data].map(([name, value]) => [name, String(value)])));
  };
  return (
    // A new address resets the fields to what it says: the key remounts them.
    <search>
      <form key={new URLSearchParams(activeFilters(filters)).toString()} onSubmit={submit}>
        <div className="flex gap-2">
          <label htmlFor="transactions-search" className="sr-only">
            <Trans>Search transactions</Trans>
          </label>
          <input
            id="transactions-search"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            maxLength={100}
            placeholder={t`Description, name or transaction ID`}
            className={inputClass}
          />
          <button type="submit" className={buttonClass("primary")}>
            <Search className="size-4" aria-hidden="true" />
            <Trans>Search</Trans>
          </button>
        </div>
        <details className="mt-3 rounded-2xl border border-ink-200 bg-white" open={chosen > 0}>
          <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-medium text-ink-900">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {chosen > 0 ? t`Filters (${chosen})` : t`Filters`}
          </summary>
          <div className="grid gap-4 border-t border-ink-100 p-4 sm:grid-cols-2 lg:grid-cols-4">
            <TextField label={t`From`} name="from" type="date" defaultValue={filters.from ?? ""} />
            <TextField label={t`To`} name="to" type="date" defaultValue={filters.to ?? ""} />
            <SelectField label={t`Type`} name="type" defaultValue={filters.type ?? ""}>
              <option value="">{t`Any type`}</option>
              {transactionTypes.map((type) => (
                <option key={type} value={type}>
                  {transactionTypeLabel(type)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t`Status`} name="status" defaultValue={filters.status ?? ""}>
              <option value="">{t`Any status`}</option>
              {transactionStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t`Currency`} name="currency" defaultValue={filters.currency ?? ""}>
              <option value="">{t`Any currency`}</option>
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency} · {currencyName(currency)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t`Smallest amount`}
              name="minAmount"
              inputMode="decimal"
              pattern="\d+([.]\d{1,2})?"
              defaultValue={filters.minAmount ?? ""}
            />
            <TextField
              label={t`Largest amount`}
              name="maxAmount"
              inputMode="decimal"
              pattern="\d+([.]\d{1,2})?"
              defaultValue={filters.maxAmount ?? ""}
            />
            <div className="flex items-end gap-2">
              <button type="submit" className={buttonClass("outline")}>
                <Trans>Apply filters</Trans>
              </button>
              {Object.keys(activeFilters(filters)).length > 0 && (
                <button type="button" onClick={() => onChange({})} className={buttonClass("ghost")}>
                  <Trans>Clear all</Trans>
                </button>
              )}
            </div>
          </div>
        </details>
      </form>
    </search>
  );
}
