import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { ErrorState } from "../../components/error-state";
import { Logo } from "../../components/logo";
import { Preloader } from "../../components/preloader";
import { ReauthenticationProvider } from "../../components/reauthentication";
import { securityOverviewKey, useSecurityOverview } from "../../features/security/api/security-overview";
import { PasskeysCard } from "../../features/security/components/passkeys-card";
import { TotpSetup } from "../../features/security/components/totp-setup";
import { hasSecondFactor } from "../../features/security/second-factor";
import { useCurrentUser } from "../../lib/session-store";
import { usePageTitle } from "../../lib/use-page-title";
import { BackofficeSignOut } from "./backoffice-sign-out";

/**
 * Staff work with a second factor: until one is set up, the back office shows only this enrolment screen (the API
 * answers its routes 403 `mfa_enrolment_required` meanwhile). A new member of staff arrives here from the
 * set-password link, after their first sign-in.
 */
export function BackofficeEnrolment() {
  const { t } = useLingui();
  const overview = useSecurityOverview();
  if (overview.isPending) return <Preloader />;
  if (overview.isError) {
    return (
      <div className="page-container py-16">
        <ErrorState title={t`We could not check your sign-in security.`} query={overview} />
      </div>
    );
  }
  return hasSecondFactor(overview.data) ? <Outlet /> : <EnrolmentScreen />;
}

function EnrolmentScreen() {
  const { t } = useLingui();
  usePageTitle(t`Set up 2-Step Verification`);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-t-4 border-t-accent-400 border-b border-b-ink-200 bg-white">
        <div className="page-container flex h-16 items-center justify-between gap-4">
          <Logo />
          <BackofficeSignOut />
        </div>
      </header>
      <main id="main" className="page-container flex flex-1 justify-center py-12">
        <ReauthenticationProvider>
          <div className="w-full max-w-lg space-y-6">
            <section className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
              <h1 className="text-2xl font-semibold tracking-tight text-ink-900">
                <Trans>Set up 2-Step Verification</Trans>
              </h1>
              <p className="mt-2 text-ink-600">
                <Trans>
                  Larkspur staff sign in with a second step. Set up an authenticator app or add a passkey to
                  open the back office.
                </Trans>
              </p>
              <div className="mt-6">
                {user && (
                  <TotpSetup
                    email={user.email}
                    onDone={() => queryClient.invalidateQueries({ queryKey: securityOverviewKey })}
                  />
                )}
              </div>
            </section>
            {/* A passkey is a second factor too: adding one opens the back office as well. */}
            <PasskeysCard />
          </div>
        </ReauthenticationProvider>
      </main>
    </div>
  );
}
