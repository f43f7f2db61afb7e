import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { useCurrentUser } from "../../../lib/session-store";
import { securityOverviewKey, useSecurityOverview } from "../api/security-overview";
import { NewRecoveryCodesModal } from "./new-recovery-codes-modal";
import { TotpSetup } from "./totp-setup";
import { TurnOffTotpModal } from "./turn-off-totp-modal";

/** The 2-Step Verification card: set up the authenticator app, see the recovery codes left, turn it off. */
export function TwoStepCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const overview = useSecurityOverview();
  const queryClient = useQueryClient();
  const [settingUp, setSettingUpState] = useState(false);
  // However the setup closes (done, Escape, the close button), the card shows what is now on.
  const setSettingUp = (open: boolean) => {
    setSettingUpState(open);
    if (!open) void queryClient.invalidateQueries({ queryKey: securityOverviewKey });
  };
  const [turningOff, setTurningOff] = useState(false);
  const [renewingCodes, setRenewingCodes] = useState(false);
  const on = overview.data?.totp === true;
  const codesLeft = overview.data?.recoveryCodesLeft ?? 0;

  return (
    <section aria-labelledby="two-step-title" className="rounded-2xl border border-ink-200 bg-white p-6">
      <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <Smartphone className="size-5" aria-hidden="true" />
      </span>
      <h2 id="two-step-title" className="mt-4 text-lg font-semibold text-ink-900">
        <Trans>2-Step Verification</Trans>
      </h2>
      <p className="mt-1 text-ink-600">
        <Trans>Ask for a one-time security code in addition to your password each time you sign in.</Trans>
      </p>
      {overview.isPending ? (
        <p role="status" className="mt-5 h-9 text-sm text-ink-600">
          <Trans>Loading...</Trans>
        </p>
      ) : overview.isError ? (
        <div role="alert" className="mt-5 flex flex-wrap items-center gap-3 text-sm text-ink-900">
          <span>
            <Trans>We could not load your 2-Step Verification status.</Trans>
          </span>
          <button type="button" onClick={() => overview.refetch()} className={buttonClass("outline", "sm")}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : on ? (
        <div className="mt-5">
          <p className="text-sm text-ink-900">
            <span className="mr-2 rounded-full bg-ink-100 px-2.5 py-0.5 font-semibold text-positive-600">
              <Trans>On</Trans>
            </span>
            <Trans>Authenticator app</Trans>
          </p>
          <p className="mt-2 text-sm text-ink-600">
            <Plural value={codesLeft} one="# recovery code left" other="# recovery codes left" />
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => setRenewingCodes(true)}
              disabled={!user}
              className={buttonClass("outline", "sm")}
            >
              <Trans>New recovery codes</Trans>
            </button>
            <button
              type="button"
              onClick={() => setTurningOff(true)}
              className={buttonClass("outline", "sm")}
            >
              <Trans>Turn off</Trans>
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setSettingUp(true)}
          disabled={!user}
          className={`${buttonClass("outline", "sm")} mt-5`}
        >
          <Trans>SetUp</Trans>
        </button>
      )}
      <Modal
        open={settingUp}
        onOpenChange={setSettingUp}
        title={t`Set up 2-Step Verification`}
        description={t`Use an authenticator app to get a code each time you sign in.`}
      >
        {user && <TotpSetup email={user.email} onDone={() => setSettingUp(false)} />}
      </Modal>
      <TurnOffTotpModal open={turningOff} onOpenChange={setTurningOff} />
      {user && (
        <NewRecoveryCodesModal open={renewingCodes} onOpenChange={setRenewingCodes} email={user.email} />
      )}
    </section>
  );
}
