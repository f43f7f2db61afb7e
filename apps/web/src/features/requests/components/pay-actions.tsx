import { dollarsToCents } from "@larkspur/shared/money";
import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, CircleCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { SubmitButton } from "../../../components/submit-button";
import { formatAmount } from "../../../lib/format";
import { text } from "../../../lib/texts";
import { notify } from "../../../lib/toast";
import { usePayRequest } from "../api/pay-request";
import { PaymentCodeModal } from "./payment-code-modal";

/** Compared in cents, never as floating-point dollars. */
const covers = (balance: number, amount: number) =>
  (dollarsToCents(balance) ?? 0n) >= (dollarsToCents(amount) ?? 0n);

/** Pay: the code is e-mailed, the dialog takes it, and the money moves at once. */
export function PayActions({
  request,
  user,
  onPaid,
}: {
  request: MoneyRequest;
  user: CurrentUser;
  onPaid: () => void;
}) {
  const { t } = useLingui();
  const pay = usePayRequest(user._id, request.requestId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const amount = formatAmount(request.amount);
  const balance = formatAmount(user.balance);

  const onPay = () => {
    if (transactionId) {
      setCodeOpen(true);
      return;
    }
    if (!covers(user.balance, request.amount)) {
      notify.error(text("insufficientBalance"));
      return;
    }
    pay.mutate(idempotencyKey, {
      onSuccess: (started) => {
        setTransactionId(started.transactionId);
        setCodeOpen(true);
      },
    });
  };

  return (
    <div>
      <p className="text-sm text-ink-600">
        <Trans>
          Available Balance: <strong className="figures font-semibold text-ink-900">{balance}</strong>
        </Trans>
      </p>
      {transactionId && (
        <p role="status" className="mt-3 rounded-lg bg-accent-50 p-3 text-sm text-ink-900">
          <Trans>We e-mailed you a code for this payment. Nothing is sent until you enter it.</Trans>
        </p>
      )}
      <SubmitButton
        type="button"
        onClick={onPay}
        busy={pay.isPending}
        busyLabel={t`Starting payment...`}
        className="mt-4 w-full"
      >
        {transactionId ? <Trans>Enter code</Trans> : <Trans>Pay {amount}</Trans>}
      </SubmitButton>
      {transactionId && (
        <PaymentCodeModal
          open={codeOpen}
          onOpenChange={setCodeOpen}
          userId={user._id}
          transactionId={transactionId}
          onPaid={() => {
            setCodeOpen(false);
            onPaid();
          }}
        />
      )}
    </div>
  );
}

/** What the payer sees once the code went through: the request read afresh says Paid too. */
export function PaySuccess({ request }: { request: MoneyRequest }) {
  const amount = formatAmount(request.amount);
  const requester = request.requester.name;
  return (
    <div role="status" className="text-center">
      <CircleCheck className="mx-auto size-12 text-positive-600" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold tracking-tight text-ink-900">
        <Trans>
          You paid {requester} {amount}
        </Trans>
      </h2>
      <p className="mt-2 text-ink-600">
        <Trans>The money is in their account now. You will find the payment in your transactions.</Trans>
      </p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/transactions" className={buttonClass("primary", "md")}>
          <Trans>View transactions</Trans>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Link to="/request-money" className={buttonClass("outline", "md")}>
          <Trans>Your requests</Trans>
        </Link>
      </div>
    </div>
  );
}
