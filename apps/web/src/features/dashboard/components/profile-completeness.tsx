import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Plus } from "lucide-react";
import { Link } from "react-router";
import { formatPercent } from "../../../lib/format";

// Fixed at 50%: a phone and an e-mail are part of every account, cards and bank accounts come later.
const percent = 50;

const done = [msg`Mobile Added`, msg`Email Added`];
const toAdd = [msg`Add Card`, msg`Add Bank Account`];

export function ProfileCompleteness() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="completeness-title" className="rounded-2xl border border-ink-200 bg-white p-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="completeness-title" className="text-lg font-semibold text-ink-900">
          <Trans>Profile Completeness</Trans>
        </h2>
        <span className="figures text-sm font-semibold text-ink-900">{formatPercent(percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completeness-title"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {done.map((label) => (
          <li
            key={label.id}
            className="flex items-center gap-3 rounded-xl bg-ink-50 p-3 text-sm font-medium text-ink-900"
          >
            <span className="grid size-7 place-items-center rounded-full bg-positive-600 text-white">
              <Check className="size-4" aria-hidden="true" />
            </span>
            {i18n._(label)}
            <span className="sr-only">
              <Trans>(done)</Trans>
            </span>
          </li>
        ))}
        {toAdd.map((label) => (
          <li key={label.id}>
            <Link
              to="/payment-methods"
              className="flex items-center gap-3 rounded-xl border border-dashed border-ink-300 p-3 text-sm font-medium text-ink-900 hover:border-ink-900"
            >
              <span className="grid size-7 place-items-center rounded-full border border-ink-300 text-ink-600">
                <Plus className="size-4" aria-hidden="true" />
              </span>
              {i18n._(label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
