import { Trans } from "@lingui/react/macro";
import { Outlet } from "react-router";
import { useLiveUpdates } from "../../features/notifications/use-live-updates";
import { BackofficeHeader } from "./backoffice-header";

/**
 * The frame of every back-office page: skip link, header and the page; no marketing footer. Its event stream keeps
 * the support inbox current.
 */
export function BackofficeLayout() {
  useLiveUpdates();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <BackofficeHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-ink-200 bg-white">
        <p className="page-container py-5 text-sm text-ink-600">
          <Trans>
            Larkspur Back Office. Every action is recorded in the audit log with your name and reason.
          </Trans>
        </p>
      </footer>
    </div>
  );
}
