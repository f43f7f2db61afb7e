import { Trans, useLingui } from "@lingui/react/macro";
import { LockKeyhole } from "lucide-react";
import { useState } from "react";
import { AccountPage } from "../../../components/account-page";
import { AccountTabs } from "../../../components/account-tabs";
import { buttonClass } from "../../../components/button-styles";
import { ReauthenticationProvider } from "../../../components/reauthentication";
import { useCurrentUser } from "../../../lib/session-store";
import { ChangePasswordModal } from "./change-password-modal";
import { DevicesCard } from "./devices-card";
import { LimitsCard } from "./limits-card";
import { PasskeysCard } from "./passkeys-card";
import { SecurityQuestionsCard } from "./security-questions-card";
import { TwoStepCard } from "./two-step-card";

/**
 * /security: the password, the security questions, the second step, passkeys, the limits on money out and the
 * devices signed in.
 */
export function SecurityPage() {
  const { t } = useLingui();
  const [changingPassword, setChangingPassword] = useState(false);
  const user = useCurrentUser();
  return (
    <AccountPage title={t`Security`}>
      <AccountTabs />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="password-title" className="rounded-2xl border border-ink-200 bg-white p-6">
          <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
            <LockKeyhole className="size-5" aria-hidden="true" />
          </span>
          <h2 id="password-title" className="mt-4 text-lg font-semibold text-ink-900">
            <Trans>Change password</Trans>
          </h2>
          <p className="mt-1 text-ink-600">
            <Trans>Choose a new password. Every other device you are signed in on will be signed out.</Trans>
          </p>
          <button
            type="button"
            onClick={() => setChangingPassword(true)}
            disabled={!user}
            className={`${buttonClass("outline", "sm")} mt-5`}
          >
            <Trans>Change password</Trans>
          </button>
        </section>
        <ReauthenticationProvider>
          <SecurityQuestionsCard />
          <TwoStepCard />
          <PasskeysCard />
        </ReauthenticationProvider>
        <LimitsCard />
        <DevicesCard />
      </div>
      {user && <ChangePasswordModal open={changingPassword} onOpenChange={setChangingPassword} user={user} />}
    </AccountPage>
  );
}
