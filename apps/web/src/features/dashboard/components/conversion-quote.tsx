import type { ConversionQuote as Quote } from "@larkspur/shared/schemas/conversions";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { DetailRow } from "../../../components/detail-row";
import { SubmitButton } from "../../../components/submit-button";
import { formatMoney } from "../../../lib/format";
import { rateText } from "../../../lib/transaction-display";
import { useSecondsLeft } from "../../../lib/use-seconds-left";

/**
 * A quote as the customer decides on it: the rate, the fee apart, and exactly what leaves one balance and reaches
 * the other. It counts down to its end; after that only a new quote can be had. `refusal` is the server's answer
 * to a confirmation that failed; `expired` says the server found the quote spent.
 */
export function ConversionQuote({
  quote,
  deadline,
  converting,
  refusal,
  expired,
  onConvert,
  onNewQuote,
  onChange,
}: {
  quote: Quote;
  deadline: number;
  converting: boolean;
  refusal: string | null;
  expired: boolean;
  onConvert: () => void;
  onNewQuote: () => void;
  onChange: () => void;
}) {
  const { t } = useLingui();
  const secondsLeft = useSecondsLeft(deadline);
  const over = expired || secondsLeft === 0;
  const fee = formatMoney(quote.fee, quote.from);
  return (
    <div>
      <dl className="divide-y divide-ink-100 rounded-xl bg-ink-50 px-4">
        <DetailRow label={t`Rate`}>
          <span className="figures">{rateText(quote)}</span>
        </DetailRow>
        <DetailRow label={t`Fee`}>
          <span className="figures">{fee}</span>
        </DetailRow>
        <DetailRow label={t`You sell`}>
          <span className="figures">{formatMoney(quote.sellAmount, quote.from)}</span>
        </DetailRow>
        <DetailRow label={t`You receive`}>
          <span className="figures">{formatMoney(quote.buyAmount, quote.to)}</span>
        </DetailRow>
      </dl>
      <p className="mt-3 text-sm text-ink-600">
        <Trans>
          What you sell includes our fee of {fee}. What you receive is rounded down to the cent, or to the
          whole unit in a currency without cents.
        </Trans>
      </p>
      {over ? (
        <p role="alert" className="mt-4 text-sm font-medium text-negative-600">
          {refusal ?? t`This quote has expired. Get a new one.`}
        </p>
      ) : (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-900">
          <Clock className="size-4" aria-hidden="true" />
          <span className="figures">{t`This price holds for ${secondsLeft} s.`}</span>
        </p>
      )}
      {!over && refusal && (
        <p role="alert" className="mt-2 text-sm font-medium text-negative-600">
          {refusal}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onChange} className={buttonClass("outline")}>
          <Trans>Change</Trans>
        </button>
        {over ? (
          <button type="button" onClick={onNewQuote} className={buttonClass("primary")}>
            <Trans>Get a new quote</Trans>
          </button>
        ) : (
          <SubmitButton
            type="button"
            busy={converting}
            busyLabel={t`Converting...`}
            size="md"
            className=""
            onClick={onConvert}
          >
            <Trans>Convert now</Trans>
          </SubmitButton>
        )}
      </div>
    </div>
  );
}
