import type { CustomerDetail } from "@larkspur/shared/schemas/admin";
import { Trans, useLingui } from "@lingui/react/macro";
import { MonitorSmartphone } from "lucide-react";
import { formatDateTime } from "../../../lib/format";
import { EmptyState } from "./empty-state";

function SessionRow({ session }: { session: CustomerDetail["sessions"][number] }) {
  const { t } = useLingui();
  const { ip } = session;
  const since = formatDateTime(session.createdAt);
  const until = formatDateTime(session.expiresAt);
  return (
    <li className="grid gap-1 px-5 py-4 sm:grid-cols-[1fr_auto] sm:gap-6">
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-ink-900">
          {session.userAgent || t`Unknown device`}
        </p>
        <p className="figures text-sm text-ink-600">
          <Trans>IP {ip}</Trans>
        </p>
      </div>
      <p className="text-sm text-ink-600 sm:text-right">
        <Trans>
          Since <time dateTime={session.createdAt}>{since}</time>
        </Trans>
        <br />
        <Trans>
          Until <time dateTime={session.expiresAt}>{until}</time>
        </Trans>
      </p>
    </li>
  );
}

/** Where the customer is signed in now; disabling the account ends every one of these. */
export function CustomerSessions({ sessions }: { sessions: CustomerDetail["sessions"] }) {
  const { t } = useLingui();
  if (sessions.length === 0) {
    return <EmptyState Icon={MonitorSmartphone} title={t`Not signed in anywhere`} />;
  }
  return (
    <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
      {sessions.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ul>
  );
}
