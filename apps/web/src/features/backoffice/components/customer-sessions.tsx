import type { CustomerDetail } from "@larkspur/shared/schemas/admin";
import { MonitorSmartphone } from "lucide-react";
import { formatDateTime } from "../../../lib/format";
import { EmptyState } from "./empty-state";

/** Where the customer is signed in now; disabling the account ends every one of these. */
export function CustomerSessions({ sessions }: { sessions: CustomerDetail["sessions"] }) {
  if (sessions.length === 0) {
    return <EmptyState Icon={MonitorSmartphone} title="Not signed in anywhere" />;
  }
  return (
    <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
      {sessions.map((session) => (
        <li key={session.id} className="grid gap-1 px-5 py-4 sm:grid-cols-[1fr_auto] sm:gap-6">
          <div className="min-w-0">
            <p className="text-sm font-medium break-words text-ink-900">
              {session.userAgent || "Unknown device"}
            </p>
            <p className="figures text-sm text-ink-600">IP {session.ip}</p>
          </div>
          <p className="text-sm text-ink-600 sm:text-right">
            Since <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
            <br />
            Until <time dateTime={session.expiresAt}>{formatDateTime(session.expiresAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
