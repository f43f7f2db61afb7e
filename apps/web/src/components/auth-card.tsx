import type { ReactNode } from "react";
import { usePageTitle } from "../lib/use-page-title";

/** The centred card that frames every account-entry screen (sign in, sign up, codes, passwords). */
export function AuthCard({
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
    <div className="page-container flex justify-center py-12 sm:py-20">
      <section className="w-full max-w-md rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-ink-900">{title}</h1>
        {lead && <p className="mt-2 text-ink-600">{lead}</p>}
        {children && <div className="mt-6">{children}</div>}
      </section>
    </div>
  );
}
