import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";

const tabs = [
  { label: msg`Money in`, to: "/admin/money-in" },
  { label: msg`Payments out`, to: "/admin/payments-out" },
];

/** The partner bank's two pages, one header link between them: what arrives, and what we send. */
export function BankTabs() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Partner bank`} className="mb-8 border-b border-ink-200">
      <ul className="-mb-px flex gap-6 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className="inline-block border-b-2 border-transparent py-3 text-sm font-medium whitespace-nowrap text-ink-600 hover:text-ink-900 aria-[current=page]:border-ink-900 aria-[current=page]:text-ink-900"
            >
              {i18n._(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
