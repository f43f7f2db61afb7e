import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";

export const steps = ["Details", "Confirm", "Success"] as const;
export type Step = (typeof steps)[number];

const stepNames: Record<Step, MessageDescriptor> = {
  Details: msg`Details`,
  Confirm: msg`Confirm`,
  Success: msg`Success`,
};

/** Where the customer is in the transfer: done steps are ticked, the current one is announced as such. */
export function StepIndicator({ current }: { current: Step }) {
  const { i18n, t } = useLingui();
  const currentIndex = steps.indexOf(current);
  return (
    <ol aria-label={t`Transfer steps`} className="flex items-center gap-2 sm:gap-4">
      {steps.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={active ? "step" : undefined}
            className="flex flex-1 items-center gap-2 text-sm font-medium sm:gap-3"
          >
            <span
              className={`grid size-8 shrink-0 place-items-center rounded-full border-2 ${
                done
                  ? "border-positive-600 bg-positive-600 text-white"
                  : active
                    ? "border-ink-900 bg-ink-900 text-white"
                    : "border-ink-300 bg-white text-ink-600"
              }`}
            >
              {done ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <span className="figures">{index + 1}</span>
              )}
            </span>
            {/* On a phone only the current step is named on screen, so longer languages fit; all are read aloud. */}
            <span
              className={active ? "text-ink-900" : `max-sm:sr-only ${done ? "text-ink-900" : "text-ink-600"}`}
            >
              {i18n._(stepNames[step])}
              {done && (
                <span className="sr-only">
                  {" "}
                  <Trans>(done)</Trans>
                </span>
              )}
            </span>
            {index < steps.length - 1 && <span aria-hidden="true" className="h-px flex-1 bg-ink-200" />}
          </li>
        );
      })}
    </ol>
  );
}
