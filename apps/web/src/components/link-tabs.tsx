import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { NavLink } from "react-router";

export interface LinkTab {
  label: MessageDescriptor;
  to: string;
}

/** A secondary tab bar whose tabs are pages of their own: links, the current one marked. */
export function LinkTabs({
  label,
  tabs,
  className = "",
}: {
  label: string;
  tabs: readonly LinkTab[];
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={label} className={`border-b border-ink-200 ${className}`}>
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
