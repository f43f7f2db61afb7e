import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Balance } from "../lib/balances";
import { currencyName, formatMoney } from "../lib/format";

/**
 * Balances one under the other: the currency's code and name, the money available in it (and what is held of it,
 * when anything is). `action` adds a control at the end of a row, such as closing an empty balance.
 */
export function BalanceList({
  balances,
  action,
}: {
  balances: Balance[];
  action?: (balance: Balance) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ul className="divide-y divide-ink-100">
      {balances.map((balance) => {
        const held = formatMoney(balance.held, balance.currency);
        return (
          <li key={balance.currency} className="flex items-center gap-3 py-3">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-100 text-xs font-semibold text-ink-900"
            >
              {balance.currency}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-ink-900">
                {currencyName(balance.currency)}
                <span className="sr-only"> ({balance.currency})</span>
              </span>
              {balance.held > 0 && <span className="block text-xs text-ink-600">{t`${held} on hold`}</span>}
            </span>
            <span className="figures text-right font-semibold whitespace-nowrap text-ink-900">
              {formatMoney(balance.available, balance.currency)}
            </span>
            {action?.(balance)}
          </li>
        );
      })}
    </ul>
  );
}
