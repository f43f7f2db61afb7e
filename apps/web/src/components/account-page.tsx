import type { ReactNode } from "react";
import { usePageTitle } from "../lib/use-page-title";

/** The frame of a signed-in screen: its h1 and the content below it. */
export function AccountPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="page-container py-8 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-ink-900">{title}</h1>
      {lead && <p className="mt-2 text-ink-600">{lead}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
