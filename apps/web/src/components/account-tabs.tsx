import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";

const tabs = [
  { label: msg({ message: "Account", context: "profile tab" }), to: "/profile" },
  { label: msg`Security`, to: "/security" },
  { label: msg`Payment Methods`, to: "/payment-methods" },
];

/** The profile's secondary tab bar; each tab is its own page, so these are links that mark the current one. */
export function AccountTabs() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Profile sections`} className="border-b border-ink-200">
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
