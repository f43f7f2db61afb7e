import { KeyRound, LockKeyhole, Smartphone } from "lucide-react";
import { useState } from "react";
import { AccountPage } from "../../../components/account-page";
import { AccountTabs } from "../../../components/account-tabs";
import { buttonClass } from "../../../components/button-styles";
import { useCurrentUser } from "../../../lib/session-store";
import { ChangePasswordModal } from "./change-password-modal";
import { SecurityQuestionsModal } from "./security-questions-modal";

export function SecurityPage() {
  const [open, setOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const user = useCurrentUser();
  return (
    <AccountPage title="Security">
      <AccountTabs />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="password-title" className="rounded-2xl border border-ink-200 bg-white p-6">
          <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
            <LockKeyhole className="size-5" aria-hidden="true" />
          </span>
          <h2 id="password-title" className="mt-4 text-lg font-semibold text-ink-900">
            Change password
          </h2>
          <p className="mt-1 text-ink-600">
            Choose a new password. Every other device you are signed in on will be signed out.
          </p>
          <button
            type="button"
            onClick={() => setChangingPassword(true)}
            disabled={!user}
            className={`${buttonClass("outline", "sm")} mt-5`}
          >
            Change password
          </button>
        </section>
        <section aria-labelledby="questions-title" className="rounded-2xl border border-ink-200 bg-white p-6">
          <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <h2 id="questions-title" className="mt-4 text-lg font-semibold text-ink-900">
            Security Questions
          </h2>
          <p className="mt-1 text-ink-600">
            Choose 3 security questions and answers. We may ask them to confirm it is you.
          </p>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={`${buttonClass("outline", "sm")} mt-5`}
          >
            Change
          </button>
        </section>
        <section aria-labelledby="two-step-title" className="rounded-2xl border border-ink-200 bg-white p-6">
          <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
            <Smartphone className="size-5" aria-hidden="true" />
          </span>
          <h2 id="two-step-title" className="mt-4 text-lg font-semibold text-ink-900">
            2-Step Verification
          </h2>
          <p className="mt-1 text-ink-600">
            Ask for a one-time security code in addition to your password each time you sign in.
          </p>
          <div className="mt-5 flex items-center gap-3">
            <button
              type="button"
              disabled
              aria-describedby="two-step-soon"
              className={buttonClass("outline", "sm")}
            >
              SetUp
            </button>
            <span id="two-step-soon" className="text-sm text-ink-600">
              Not available yet
            </span>
          </div>
        </section>
      </div>
      <SecurityQuestionsModal open={open} onOpenChange={setOpen} />
      {user && <ChangePasswordModal open={changingPassword} onOpenChange={setChangingPassword} user={user} />}
    </AccountPage>
  );
}
