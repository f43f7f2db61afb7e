import type { InitiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { Trans } from "@lingui/react/macro";
import { CircleCheck, RotateCw } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { formatMoney } from "../../../lib/format";
import { sentCurrency } from "../sent-currency";

/** Step 3: the request is in; a person reviews it before the money leaves. */
export function TransferSuccess({ body, onAgain }: { body: InitiateTransferBody; onAgain: () => void }) {
  const amount = formatMoney(body.amount, sentCurrency(body));
  const recipient = body.bankDetails.accountName;
  return (
    <div role="status" className="py-6 text-center">
      <CircleCheck className="mx-auto size-14 text-positive-600" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-semibold tracking-tight text-ink-900">
        <Trans>Success! Transfer Request Submitted</Trans>
      </h2>
      <p className="mx-auto mt-3 max-w-md text-ink-600">
        <Trans>
          Your request to send <strong className="figures font-semibold text-ink-900">{amount}</strong> to{" "}
          {recipient} is being reviewed. The amount is held from your balance, and we will e-mail you once it
          is sent.
        </Trans>
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onAgain} className={buttonClass("primary", "lg")}>
          <RotateCw className="size-4" aria-hidden="true" />
          <Trans>Transfer Money Again</Trans>
        </button>
        <Link to="/transactions" className={buttonClass("outline", "lg")}>
          <Trans>View transactions</Trans>
        </Link>
      </div>
    </div>
  );
}
