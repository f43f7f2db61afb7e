import type { Payee } from "@larkspur/shared/schemas/payments";
import type { InitiatePaymentBody } from "@larkspur/shared/schemas/transaction";
import { Trans } from "@lingui/react/macro";
import { CircleCheck, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { formatMoney } from "../../../lib/format";
import { sentCurrency } from "../sent-currency";

/** Step 3 of a payment: no review, the money is already in the payee's account. */
export function PaymentSuccess({
  body,
  payee,
  extra,
  onAgain,
}: {
  body: InitiatePaymentBody;
  payee: Payee;
  /** What else the customer may do with this payee, such as saving them. */
  extra?: ReactNode;
  onAgain: () => void;
}) {
  const amount = formatMoney(body.amount, sentCurrency(body));
  const name = payee.name;
  return (
    <div className="py-6 text-center">
      <div role="status">
        <CircleCheck className="mx-auto size-14 text-positive-600" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-semibold tracking-tight text-ink-900">
          <Trans>Success! Payment Sent</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-md text-ink-600">
          <Trans>
            {name} now has <strong className="figures font-semibold text-ink-900">{amount}</strong> in their
            Larkspur account, to use right away.
          </Trans>
        </p>
      </div>
      {extra}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onAgain} className={buttonClass("primary", "lg")}>
          <RotateCw className="size-4" aria-hidden="true" />
          <Trans>Send Another Payment</Trans>
        </button>
        <Link to="/transactions" className={buttonClass("outline", "lg")}>
          <Trans>View transactions</Trans>
        </Link>
      </div>
    </div>
  );
}
