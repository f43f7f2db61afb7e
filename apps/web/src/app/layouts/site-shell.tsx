import { Trans } from "@lingui/react/macro";
import { type ReactNode, Suspense } from "react";
import { Outlet } from "react-router";
import { lazyWhenIdle } from "../../lib/lazy-when-idle";

// Below the fold on every page: a prerendered page already shows it as HTML, so its code waits until the page is idle.
const SiteFooter = lazyWhenIdle(async () => (await import("./site-footer")).SiteFooter);

/** The frame every page shares: skip link, header, the page itself, footer. */
export function SiteShell({ header }: { header: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <span id="top" tabIndex={-1} className="outline-none" />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to main content</Trans>
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense fallback={<div className="h-96 bg-ink-950" />}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
