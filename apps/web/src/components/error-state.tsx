import { Trans, useLingui } from "@lingui/react/macro";
import { CircleExclamationPoint, RotateCw } from "lucide-react";
import { buttonClass } from "./button-styles";

/** What a failed load shows: what went wrong and a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useLingui();
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
