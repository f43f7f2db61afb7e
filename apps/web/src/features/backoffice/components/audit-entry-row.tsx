import type { AuditEntry } from "@larkspur/shared/schemas/admin";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTimeWithZone } from "../../../lib/format";
import { auditActionText, auditActorText, auditSubjectFilter } from "../audit-words";

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

/** Who did what to whom, in words, with the action's own name beside it for the precise record. */
function Summary({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="block font-semibold break-words">{auditActorText(entry)}</span>
      <span className="block break-words">
        {auditActionText(entry)}{" "}
        <code className="rounded bg-ink-100 px-1.5 py-0.5 text-xs text-ink-700">{entry.action}</code>
      </span>
    </>
  );
}

/** One recorded action: when and from where, who, what, on whom, why, and what it changed. */
export function AuditEntryRow({
  entry,
  onActor,
  onSubject,
}: {
  entry: AuditEntry;
  onActor: (actor: string) => void;
  onSubject: (subject: string) => void;
}) {
  const { t } = useLingui();
  const changed = entry.before != null || entry.after != null;
  // The system acting on its own has no other entries to filter by.
  const { actorId, actorEmail, ip, reason } = entry;
  return (
    <li className="grid gap-3 px-5 py-5 sm:grid-cols-[13rem_1fr] sm:gap-6">
      <div className="text-sm text-ink-600">
        <time dateTime={entry.createdAt} className="block font-medium text-ink-900">
          {formatDateTimeWithZone(entry.createdAt)}
        </time>
        <span className="figures block">
          <Trans>IP {ip}</Trans>
        </span>
      </div>
      <div className="min-w-0">
        <p className="text-sm text-ink-900">
          <Summary entry={entry} />
        </p>
        {reason && (
          <p className="mt-1 text-sm text-ink-700">
            <Trans>Reason: {reason}</Trans>
          </p>
        )}
        {changed && (
          <details className="mt-2">
            <summary className="cursor-pointer rounded text-sm font-medium text-ink-700">
              <Trans>Before and after</Trans>
            </summary>
            <div className="mt-2 grid gap-3 md:grid-cols-2">
              <Change label={t`Before`} value={entry.before} />
              <Change label={t`After`} value={entry.after} />
            </div>
          </details>
        )}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {actorId !== null && (
            <button type="button" className={filterClass} onClick={() => onActor(actorEmail)}>
              <Trans>Everything by {actorEmail}</Trans>
            </button>
          )}
          <button type="button" className={filterClass} onClick={() => onSubject(auditSubjectFilter(entry))}>
            {entry.subjectType === "transfer" ? t`Everything on this transfer` : t`Everything on this user`}
          </button>
        </p>
      </div>
    </li>
  );
}
