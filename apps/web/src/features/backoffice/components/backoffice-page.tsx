import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { usePageTitle } from "../../../lib/use-page-title";

/** The frame of a back-office screen: its h1, a line about it, optional actions on the right, then the content. */
export function BackofficePage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  usePageTitle(t`${title} · Back Office`);
  return (
    <div className="page-container py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-ink-900">{title}</h1>
          {lead && <p className="mt-2 max-w-2xl text-ink-600">{lead}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
