import { Trans } from "@lingui/react/macro";
import { formatAmountWithCode } from "../../../lib/format";

/** The fee reads Free, with the usual 1.00 USD struck through, and 0.00 USD charged. */
export function FeeAmount() {
  const usual = formatAmountWithCode(1);
  return (
    <span className="figures inline-flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-right whitespace-nowrap">
      <span className="rounded border border-positive-600/40 bg-white px-1.5 py-0.5 font-semibold text-positive-600">
        <Trans>Free</Trans>
      </span>
      <s className="font-normal text-ink-600">
        <Trans>
          <span className="sr-only">usually </span>
          {usual}
        </Trans>
      </s>
      <span className="font-semibold text-ink-900">{formatAmountWithCode(0)}</span>
    </span>
  );
}

export function FeeLine() {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5 text-sm">
      <span className="whitespace-nowrap text-ink-600">
        <Trans>Transfer fee</Trans>
      </span>
      <FeeAmount />
    </div>
  );
}
