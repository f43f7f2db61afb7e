import type { ProfileCompleteness as Completeness } from "@larkspur/shared/schemas/recipients";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Plus, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { formatPercent } from "../../../lib/format";
import { useProfileCompleteness } from "../api/profile-completeness";

type Step = "mobile" | "email" | "card" | "bankAccount";

/** Each step: what it says once done, what it offers until then, and where that is done. */
const steps: { step: Step; done: MessageDescriptor; toDo: MessageDescriptor; to: string }[] = [
  { step: "mobile", done: msg`Mobile Added`, toDo: msg`Add Mobile`, to: "/profile" },
  { step: "email", done: msg`Email Added`, toDo: msg`Add Email`, to: "/profile" },
  // Payment Methods opens its "Issue a card" dialog at once for this address.
  { step: "card", done: msg`Card Added`, toDo: msg`Add Card`, to: "/payment-methods?issue-card" },
  { step: "bankAccount", done: msg`Bank Account Added`, toDo: msg`Add Bank Account`, to: "/payment-methods" },
];

export function ProfileCompleteness({ userId }: { userId: string }) {
  const completeness = useProfileCompleteness(userId);
  return (
    <section aria-labelledby="completeness-title" className="rounded-2xl border border-ink-200 bg-white p-6">
      {completeness.isSuccess ? (
        <Figures completeness={completeness.data} />
      ) : (
        <>
          <h2 id="completeness-title" className="text-lg font-semibold text-ink-900">
            <Trans>Profile Completeness</Trans>
          </h2>
          {completeness.isError ? (
            <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-700">
              <Trans>Your profile completeness could not be loaded.</Trans>
              <button
                type="button"
                onClick={() => void completeness.refetch()}
                disabled={completeness.isFetching}
                className={buttonClass("outline", "sm")}
              >
                <RotateCw
                  className={`size-4 ${completeness.isFetching ? "animate-spin" : ""}`}
                  aria-hidden="true"
                />
                <Trans>Try again</Trans>
              </button>
            </div>
          ) : (
            <div role="status" className="mt-3">
              <span className="sr-only">
                <Trans>Loading your profile completeness</Trans>
              </span>
              <div aria-hidden="true" className="h-2 animate-pulse rounded-full bg-ink-100" />
              <div aria-hidden="true" className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
                {steps.map(({ step }) => (
                  <div key={step} className="h-13 animate-pulse rounded-xl bg-ink-50" />
                ))}
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Figures({ completeness }: { completeness: Completeness }) {
  const { i18n } = useLingui();
  const { percent } = completeness;
  return (
    <>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="completeness-title" className="text-lg font-semibold text-ink-900">
          <Trans>Profile Completeness</Trans>
        </h2>
        <span className="figures text-sm font-semibold text-ink-900">{formatPercent(percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completeness-title"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {steps.map(({ step, done, toDo, to }) =>
          completeness[step] ? (
            <li
              key={step}
              className="flex items-center gap-3 rounded-xl bg-ink-50 p-3 text-sm font-medium text-ink-900"
            >
              <span className="grid size-7 place-items-center rounded-full bg-positive-600 text-white">
                <Check className="size-4" aria-hidden="true" />
              </span>
              {i18n._(done)}
              <span className="sr-only">
                <Trans>(done)</Trans>
              </span>
            </li>
          ) : (
            <li key={step}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-xl border border-dashed border-ink-300 p-3 text-sm font-medium text-ink-900 hover:border-ink-900"
              >
                <span className="grid size-7 place-items-center rounded-full border border-ink-300 text-ink-600">
                  <Plus className="size-4" aria-hidden="true" />
                </span>
                {i18n._(toDo)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </>
  );
}
