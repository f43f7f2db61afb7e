import { useLingui } from "@lingui/react/macro";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../lib/use-page-title";

export interface Crumb {
  label: string;
  to?: string;
}

/** The dark band that opens every public page: its one h1 and where it sits in the site. */
export function PageHero({ title, lead, crumbs }: { title: string; lead?: ReactNode; crumbs: Crumb[] }) {
  const { t } = useLingui();
  usePageTitle(title);
  return (
    <section className="surface-dark bg-ink-900 text-white">
      <div className="page-container py-12 sm:py-16">
        <nav aria-label={t`Breadcrumb`}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-200">
            {crumbs.map((crumb, index) => (
              <li key={crumb.label} className="inline-flex items-center gap-1">
                {index > 0 && <ChevronRight className="size-4 text-ink-400" aria-hidden="true" />}
                {crumb.to ? (
                  <Link to={crumb.to} className="rounded underline-offset-4 hover:text-white hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="font-medium text-accent-300">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-ink-200">{lead}</p>}
      </div>
    </section>
  );
}
