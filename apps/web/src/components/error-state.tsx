import { Trans, useLingui } from "@lingui/react/macro";
import { CircleExclamationPoint, RotateCw } from "lucide-react";
import { buttonClass } from "./button-styles";

/** A failed read to try again: fetched again by the button, which spins while it is. */
export interface RetryQuery {
  refetch: () => unknown;
  isFetching: boolean;
}

type Retry = { query: RetryQuery } | { onRetry: () => void; retrying?: boolean };

/** What a failed load shows: what went wrong and a way to try again, the query's own refetch or `onRetry`. */
export function ErrorState({ title, message, ...retry }: { title: string; message?: string } & Retry) {
  const { t } = useLingui();
  const onRetry = "query" in retry ? () => void retry.query.refetch() : retry.onRetry;
  const retrying = "query" in retry ? retry.query.isFetching : (retry.retrying ?? false);
  return (
    <div role="alert" className="rounded-2xl border border-ink-200 bg-white p-8 text-center">
      <CircleExclamationPoint className="mx-auto size-8 text-negative-600" aria-hidden="true" />
      <p className="mt-3 font-semibold text-ink-900">{title}</p>
      <p className="mt-1 text-sm text-ink-600">{message ?? t`Please check your connection and try again.`}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={`${buttonClass("outline", "sm")} mt-5`}
      >
        <RotateCw className={`size-4 ${retrying ? "animate-spin" : ""}`} aria-hidden="true" />
        {retrying ? <Trans>Trying again...</Trans> : <Trans>Try again</Trans>}
      </button>
    </div>
  );
}
