import type { AuditEntry } from "@larkspur/shared/schemas/admin";
import { formatDateTime } from "../../../lib/format";

const filterClass =
  "rounded text-sm font-medium text-ink-700 underline underline-offset-4 hover:text-ink-900";

function Change({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</p>
      <pre className="figures mt-1 overflow-x-auto rounded-lg bg-ink-50 p-3 text-xs text-ink-900">
        {value === null || value === undefined ? "—" : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** One recorded action: when and from where, who, what, on whom, why, and what it changed. */
export function AuditEntryRow({
  entry,
  onActor,
  onSubject,
}: {
  entry: AuditEntry;
  onActor: (actorId: string) => void;
  onSubject: (subjectId: string) => void;
}) {
  const changed = entry.before != null || entry.after != null;
  // The system acting on its own has no other entries to filter by.
  const { actorId } = entry;
  return (
    <li className="grid gap-3 px-5 py-5 sm:grid-cols-[13rem_1fr] sm:gap-6">
      <div className="text-sm text-ink-600">
        <time dateTime={entry.createdAt} className="block font-medium text-ink-900">
          {formatDateTime(entry.createdAt)}
        </time>
        <span className="figures block">IP {entry.ip}</span>
      </div>
      <div className="min-w-0">
        <p className="text-sm text-ink-900">
          <span className="font-semibold break-all">{entry.actorEmail}</span>{" "}
          <code className="rounded bg-ink-100 px-1.5 py-0.5 text-xs font-semibold">{entry.action}</code> on{" "}
          {entry.subjectType} <span className="figures break-all">{entry.subjectId}</span>
        </p>
        {entry.reason && <p className="mt-1 text-sm text-ink-700">Reason: {entry.reason}</p>}
        {changed && (
          <details className="mt-2">
            <summary className="cursor-pointer rounded text-sm font-medium text-ink-700">
              Before and after
            </summary>
            <div className="mt-2 grid gap-3 md:grid-cols-2">
              <Change label="Before" value={entry.before} />
              <Change label="After" value={entry.after} />
            </div>
          </details>
        )}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {actorId !== null && (
            <button type="button" className={filterClass} onClick={() => onActor(actorId)}>
              Everything by {entry.actorEmail}
            </button>
          )}
          <button type="button" className={filterClass} onClick={() => onSubject(entry.subjectId)}>
            Everything on this {entry.subjectType}
          </button>
        </p>
      </div>
    </li>
  );
}
