import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { formatDateTime, formatDay, formatRate } from "../../../lib/format";
import { useCurrentUser } from "../../../lib/session-store";
import { errorMessage, notify } from "../../../lib/toast";
import { useApproveRates } from "../api/approve-rates";
import { useRejectRates } from "../api/reject-rates";
import { useStagedRates } from "../api/staged-rates";
import { ListSkeleton } from "./list-skeleton";
import { ReasonDialog } from "./reason-dialog";

/** The rates a file shows before approval: the few most traded, enough to see it is not far off. */
const shown = ["USD", "GBP", "JPY", "CHF"];

/**
 * Rates files loaded by hand that wait for a second operator: their rates are used only once another operator approves.
 * Anyone may turn one down with a reason (its loader withdrawing it, say). Nothing shows while none wait.
 */
export function StagedRatesSection() {
  const { t } = useLingui();
  const staged = useStagedRates();
  const approving = useApproveRates();
  const rejecting = useRejectRates();
  const [turningDown, setTurningDown] = useState<{ loadId: string; newest: string } | null>(null);
  const me = useCurrentUser()?._id;
  const rejectedDay = turningDown?.newest ?? "";
  if (staged.isPending) return <ListSkeleton label={t`Loading rates files awaiting approval`} rows={1} />;
  if (staged.isError)
    return <ErrorState title={t`We could not load the rates files awaiting approval.`} query={staged} />;
  if (staged.data.items.length === 0) return null;
  return (
    <section aria-labelledby="staged-rates-title" className="space-y-3">
      <h2 id="staged-rates-title" className="text-lg font-semibold text-ink-900">
        <Trans>Rates files awaiting approval</Trans>
      </h2>
      <ul className="space-y-3">
        {staged.data.items.map((load) => {
          const newest = formatDay(load.dates[0] ?? "");
          const days = load.dates.length;
          const email = load.loadedBy.email;
          const loadedAt = formatDateTime(load.loadedAt);
          const reason = load.reason;
          return (
            <li key={load.loadId} className="rounded-2xl border border-accent-300 bg-white p-4 sm:px-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="font-semibold text-ink-900">
                    <Trans>Rates of {newest}</Trans>{" "}
                    <span className="font-normal text-ink-600">
                      ({plural(days, { one: "# day in the file", other: "# days in the file" })})
                    </span>
                  </p>
                  <p className="text-ink-700">
                    <Trans>
                      Loaded by {email} on <time dateTime={load.loadedAt}>{loadedAt}</time>: {reason}
                    </Trans>
                  </p>
                  <p className="figures text-ink-700">
                    {load.rates
                      .filter((rate) => shown.includes(rate.currency))
                      .map((rate) => `${rate.currency} ${formatRate(rate.rate)}`)
                      .join(" · ")}
                  </p>
                  <p className="font-mono text-xs break-all text-ink-600">SHA-256 {load.sha256}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {load.loadedBy.id === me ? (
                    <span className="text-xs text-ink-600">
                      <Trans>Waiting for another operator</Trans>
                    </span>
                  ) : (
                    <button
                      type="button"
                      disabled={approving.isPending}
                      onClick={() =>
                        approving.mutate(load.loadId, {
                          onSuccess: ({ rates }) =>
                            notify.success(t`Rates file approved: ${rates} rates in use`),
                          onError: (error) => notify.error(errorMessage(error)),
                        })
                      }
                      className={buttonClass("primary", "sm")}
                      aria-label={t`Approve the rates file of ${newest}`}
                    >
                      <Trans>Approve</Trans>
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => setTurningDown({ loadId: load.loadId, newest })}
                    className={buttonClass("outline", "sm")}
                    aria-label={t`Reject the rates file of ${newest}`}
                  >
                    <Trans>Reject</Trans>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <ReasonDialog
        open={turningDown !== null}
        onOpenChange={(next) => !next && setTurningDown(null)}
        title={t`Reject the rates file`}
        description={t`The rates file of ${rejectedDay} leaves the list; its rates are never used.`}
        confirmLabel={t`Reject`}
        busyLabel={t`Saving...`}
        busy={rejecting.isPending}
        tone="danger"
        onConfirm={(reason) =>
          turningDown &&
          rejecting.mutate(
            { loadId: turningDown.loadId, reason },
            {
              onSuccess: () => {
                notify.success(t`Rates file rejected`);
                setTurningDown(null);
              },
              onError: (error) => notify.error(errorMessage(error)),
            },
          )
        }
      />
    </section>
  );
}
