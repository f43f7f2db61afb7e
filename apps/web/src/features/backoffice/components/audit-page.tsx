import { Trans, useLingui } from "@lingui/react/macro";
import { ScrollText, X } from "lucide-react";
import type { FormEvent } from "react";
import { useSearchParams } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TextField } from "../../../components/form-field";
import { SubmitButton } from "../../../components/submit-button";
import { useAuditLog } from "../api/audit-log";
import { AuditEntryRow } from "./audit-entry-row";
import { BackofficePage } from "./backoffice-page";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";

/**
 * Every staff action, newest first, filtered by who acted or what was acted on, named as staff know them. Read only,
 * like the log.
 */
export function AuditPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const actor = params.get("actor") ?? "";
  const subject = params.get("subject") ?? "";
  const log = useAuditLog(actor, subject);
  const entries = log.data?.pages.flat() ?? [];
  const filtered = actor !== "" || subject !== "";

  const setFilters = (next: { actor: string; subject: string }) =>
    setParams({
      ...(next.actor ? { actor: next.actor } : {}),
      ...(next.subject ? { subject: next.subject } : {}),
    });
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({
      actor: String(form.get("actor") ?? "").trim(),
      subject: String(form.get("subject") ?? "").trim(),
    });
  };

  return (
    <BackofficePage
      title={t`Audit log`}
      lead={t`Every action taken in the back office: who, what, on whom, why, and from where. Nothing here can be changed.`}
    >
      <search aria-label={t`Filter the audit log`}>
        <form
          key={`${actor}|${subject}`}
          onSubmit={onFilter}
          className="grid gap-3 rounded-2xl border border-ink-200 bg-white p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <TextField
            label={t`Actor (name or e-mail)`}
            name="actor"
            defaultValue={actor}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            label={t`Subject (name, e-mail, account number or transaction id)`}
            name="subject"
            defaultValue={subject}
            autoComplete="off"
            spellCheck={false}
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonClass("primary")}>
              <Trans>Filter</Trans>
            </button>
            {filtered && (
              <button
                type="button"
                onClick={() => setFilters({ actor: "", subject: "" })}
                className={buttonClass("outline")}
              >
                <X className="size-4" aria-hidden="true" />
                <Trans>Clear</Trans>
              </button>
            )}
          </div>
        </form>
      </search>

      <div className="mt-6">
        {log.isPending ? (
          <ListSkeleton label={t`Loading the audit log`} rows={6} rowClass="h-14" />
        ) : log.isError && entries.length === 0 ? (
          <ErrorState title={t`We could not load the audit log.`} query={log} />
        ) : entries.length === 0 ? (
          <EmptyState
            Icon={ScrollText}
            title={filtered ? t`No entries match these filters` : t`No actions recorded yet`}
          />
        ) : (
          <>
            <ol
              aria-label={t`Audit entries`}
              className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white"
            >
              {entries.map((entry) => (
                <AuditEntryRow
                  key={entry.id}
                  entry={entry}
                  onActor={(id) => setFilters({ actor: id, subject: "" })}
                  onSubject={(id) => setFilters({ actor: "", subject: id })}
                />
              ))}
            </ol>
            <div className="mt-6 flex flex-col items-center gap-3">
              {log.isFetchNextPageError && (
                <p role="alert" className="text-sm font-medium text-negative-600">
                  <Trans>We could not load older entries. Please try again.</Trans>
                </p>
              )}
              {log.hasNextPage && (
                <SubmitButton
                  type="button"
                  variant="outline"
                  size="md"
                  className=""
                  busy={log.isFetchingNextPage}
                  busyLabel={t`Loading...`}
                  onClick={() => log.fetchNextPage()}
                >
                  <Trans>Load older entries</Trans>
                </SubmitButton>
              )}
            </div>
          </>
        )}
      </div>
    </BackofficePage>
  );
}
