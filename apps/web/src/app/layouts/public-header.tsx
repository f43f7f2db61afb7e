import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/button-styles";
import { Logo } from "../../components/logo";
import { lazyWhenIdle } from "../../lib/lazy-when-idle";
import { useIsSignedIn } from "../../lib/session-store";
import { MainNav } from "./main-nav";
import { publicNav } from "./nav-items";

// A prerendered page already shows the picker as HTML; its code waits until the page is idle.
const LanguagePicker = lazyWhenIdle(
  async () => (await import("../../components/language-picker")).LanguagePicker,
);

/** The marketing header: a signed-in visitor gets a way back to the dashboard, anyone else Login and Sign Up. */
export function PublicHeader() {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const actions = signedIn ? (
    <Link to="/dashboard" className={buttonClass("primary")}>
      <Trans>Dashboard</Trans>
    </Link>
  ) : (
    <>
      <Link to="/login" className={buttonClass("outline")}>
        <Trans>Login</Trans>
      </Link>
      <Link to="/signup" className={buttonClass("primary")}>
        <Trans>Sign Up</Trans>
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="page-container relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-lg" aria-label={t`Larkspur home`}>
          <Logo />
        </Link>
        <div className="flex items-center gap-2 lg:gap-6">
          <MainNav items={publicNav} label={t`Main`} actions={actions} />
          <Suspense fallback={<div className="h-10 w-10 sm:w-44" />}>
            <LanguagePicker compact />
          </Suspense>
          <div className="hidden items-center gap-2 sm:flex">{actions}</div>
        </div>
      </div>
    </header>
  );
}
