import type {
  ConversionQuote as ConversionQuoteAnswer,
  ConversionResult,
  QuoteBody,
} from "@larkspur/shared/schemas/conversions";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { Modal } from "../../../components/modal";
import { ApiError } from "../../../lib/api-error";
import { formatMoney } from "../../../lib/format";
import { errorMessage } from "../../../lib/toast";
import { useConvertCurrency } from "../api/convert-currency";
import { useQuoteConversion } from "../api/quote-conversion";
import { ConversionQuote } from "./conversion-quote";
import { ConvertForm, type ConvertFormValues, initialConvertValues } from "./convert-form";

/** How long the server holds a quote's price. */
const quoteValidMs = 30_000;

/**
 * A quote on offer: when its countdown ends, and the one key every confirmation of it carries, so a retried
 * confirmation converts once while a new quote is a new conversion.
 */
interface Offer {
  quote: ConversionQuoteAnswer;
  deadline: number;
  idempotencyKey: string;
}

/**
 * Converting between balances: choose what to convert, get a quote, confirm it within its 30 seconds. The
 * countdown starts when the quote arrives, so a device whose clock is off still shows the right time left.
 */
export function ConvertDialog({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState<ConvertFormValues>(() => initialConvertValues(user));
  const [request, setRequest] = useState<QuoteBody | null>(null);
  const [offer, setOffer] = useState<Offer | null>(null);
  const quote = useQuoteConversion(user._id);
  const convert = useConvertCurrency(user._id);

  const askQuote = (next: QuoteBody) => {
    setRequest(next);
    convert.reset();
    setOffer(null);
    quote.mutate(next, {
      onSuccess: (answer) =>
        setOffer({ quote: answer, deadline: Date.now() + quoteValidMs, idempotencyKey: crypto.randomUUID() }),
    });
  };
  const backToForm = () => {
    quote.reset();
    convert.reset();
    setOffer(null);
    setRequest(null);
  };

  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title={t`Convert money`}>
      {convert.data ? (
        <ConversionDone result={convert.data} onDone={onClose} />
      ) : !request ? (
        <ConvertForm user={user} values={values} onChange={setValues} onQuote={askQuote} onCancel={onClose} />
      ) : offer ? (
        <ConversionQuote
          quote={offer.quote}
          deadline={offer.deadline}
          converting={convert.isPending}
          refusal={convert.isError ? errorMessage(convert.error) : null}
          expired={convert.error instanceof ApiError && convert.error.status === 409}
          onConvert={() =>
            convert.mutate({ quoteId: offer.quote.quoteId, idempotencyKey: offer.idempotencyKey })
          }
          onNewQuote={() => askQuote(request)}
          onChange={backToForm}
        />
      ) : quote.isError ? (
        <div className="space-y-4">
          <ErrorState
            title={t`We could not get a quote.`}
            message={quote.error instanceof ApiError ? quote.error.message : undefined}
            onRetry={() => askQuote(request)}
          />
          <div className="flex justify-end">
            <button type="button" onClick={backToForm} className={buttonClass("outline")}>
              <Trans>Change</Trans>
            </button>
          </div>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 py-8 text-ink-600">
          <span
            className="size-5 animate-spin rounded-full border-2 border-ink-200 border-t-ink-900"
            aria-hidden="true"
          />
          <Trans>Getting a quote...</Trans>
        </p>
      )}
    </Modal>
  );
}

function ConversionDone({ result, onDone }: { result: ConversionResult; onDone: () => void }) {
  const sold = formatMoney(result.sellAmount, result.from);
  const bought = formatMoney(result.buyAmount, result.to);
  return (
    <div className="text-center">
      <CircleCheck className="mx-auto size-12 text-positive-600" aria-hidden="true" />
      <p role="status" className="mt-3 text-lg font-semibold text-ink-900">
        <Trans>Conversion completed</Trans>
      </p>
      <p className="mt-1 text-ink-600">
        <Trans>
          You converted <span className="figures">{sold}</span> to <span className="figures">{bought}</span>.
        </Trans>
      </p>
      <button type="button" onClick={onDone} className={`${buttonClass("primary")} mt-6`}>
        <Trans>Done</Trans>
      </button>
    </div>
  );
}
