import type { DeviceSession } from "@larkspur/shared/schemas/devices";
import { Trans, useLingui } from "@lingui/react/macro";
import { Monitor, MonitorSmartphone } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { formatDateTime } from "../../../lib/format";
import { notify, toastError } from "../../../lib/toast";
import { useSessions, useSignOutOtherSessions, useSignOutSession } from "../api/sessions";

/** Every device signed in to the account now: sign out one, or every one but this. */
export function DevicesCard() {
  const { t } = useLingui();
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  // Held here, not in a row, so the toast still comes after the refreshed list has dropped the row.
  const onSignOut = (session: DeviceSession, name: string) =>
    signOut.mutate(session.id, {
      onSuccess: () => notify.success(t`Signed out ${name}`),
      onError: toastError,
    });

  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: () => notify.success(t`Signed out everywhere else`),
      onError: toastError,
    });

  return (
    <section
      aria-labelledby="devices-title"
      className="rounded-2xl border border-ink-200 bg-white p-6 lg:col-span-2"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <MonitorSmartphone className="size-5" aria-hidden="true" />
      </span>
      <h2 id="devices-title" className="mt-4 text-lg font-semibold text-ink-900">
        <Trans>Devices</Trans>
      </h2>
      <p className="mt-1 text-ink-600">
        <Trans>
          Where your account is signed in now. If you do not recognise a device, sign it out and change your
          password.
        </Trans>
      </p>
      <div className="mt-5">
        {sessions.isPending ? (
          <ul aria-busy="true" aria-label={t`Loading your devices`} className="space-y-3">
            {[1, 2].map((row) => (
              <li key={row} className="h-16 animate-pulse rounded-xl bg-ink-100 motion-reduce:animate-none" />
            ))}
          </ul>
        ) : sessions.isError ? (
          <ErrorState title={t`We could not load your devices.`} query={sessions} />
        ) : (
          <>
            <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200">
              {sessions.data.map((session) => (
                <DeviceRow
                  key={session.id}
                  session={session}
                  signingOut={signOut.isPending && signOut.variables === session.id}
                  onSignOut={onSignOut}
                />
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="mt-4 text-sm text-ink-600">
                <Trans>You are signed in on this device only.</Trans>
              </p>
            ) : (
              <button
                type="button"
                onClick={onSignOutOthers}
                disabled={signOutOthers.isPending}
                className={`${buttonClass("outline", "sm")} mt-5`}
              >
                {signOutOthers.isPending ? t`Signing out...` : t`Sign out everywhere else`}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function DeviceRow({
  session,
  signingOut,
  onSignOut,
}: {
  session: DeviceSession;
  signingOut: boolean;
  onSignOut: (session: DeviceSession, name: string) => void;
}) {
  const { t } = useLingui();
  const browser = session.browser ?? t`Unknown browser`;
  const { os, ip } = session;
  const name = os ? t`${browser} on ${os}` : browser;
  const lastUsed = formatDateTime(session.lastUsedAt);

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <Monitor className="size-5 shrink-0 text-ink-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
          <span className="break-words">{name}</span>
          {session.current && (
            <span className="rounded-full border border-positive-600/40 px-2 py-0.5 text-xs font-semibold text-positive-600">
              <Trans>This device</Trans>
            </span>
          )}
        </p>
        <p className="figures text-sm text-ink-600">
          <Trans>
            IP {ip} · Last used <time dateTime={session.lastUsedAt}>{lastUsed}</time>
          </Trans>
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          onClick={() => onSignOut(session, name)}
          disabled={signingOut}
          aria-label={t`Sign out ${name}`}
          className={buttonClass("ghost", "sm")}
        >
          {signingOut ? t`Signing out...` : t`Sign out`}
        </button>
      )}
    </li>
  );
}
