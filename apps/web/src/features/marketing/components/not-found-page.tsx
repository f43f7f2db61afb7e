import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronRight, Home } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { usePageTitle } from "../../../lib/use-page-title";

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <div className="page-container py-12 sm:py-16">
      <nav aria-label={t`Breadcrumb`}>
        <ol className="flex items-center gap-1 text-sm text-ink-600">
          <li>
            <Link to="/" className="rounded underline-offset-4 hover:text-ink-900 hover:underline">
              <Trans>Home</Trans>
            </Link>
          </li>
          <li className="inline-flex items-center gap-1">
            <ChevronRight className="size-4 text-ink-400" aria-hidden="true" />
            <span aria-current="page" className="font-medium text-ink-900">
              404
            </span>
          </li>
        </ol>
      </nav>
      <div className="mx-auto max-w-xl py-16 text-center sm:py-24">
        <h1 className="figures text-8xl font-semibold tracking-tight text-ink-900 sm:text-9xl">404</h1>
        <p className="mt-6 text-2xl font-semibold text-ink-900">
          <Trans>Oops! The page you requested was not found!</Trans>
        </p>
        <p className="mt-3 text-ink-600">
          <Trans>The page you are looking for was moved, removed, renamed or never existed.</Trans>
        </p>
        <Link to="/" className={`${buttonClass("primary", "lg")} mt-8`}>
          <Home className="size-4" aria-hidden="true" />
          <Trans>Home</Trans>
        </Link>
      </div>
    </div>
  );
}
