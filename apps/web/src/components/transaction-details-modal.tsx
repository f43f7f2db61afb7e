import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useCancelTransfer } from "../lib/cancel-transfer";
import { countryName } from "../lib/country-names";
import { formatDateTime, formatMoney } from "../lib/format";
import { text } from "../lib/texts";
import { notify } from "../lib/toast";
import { conversionOf, isCancellable, rateText } from "../lib/transaction-display";
import { accountTypeLabel, transactionTypeLabel, transferOptionLabel } from "../lib/transfer-labels";
import { buttonClass } from "./button-styles";
import { DetailRow } from "./detail-row";
import { Modal } from "./modal";
import { SubmitButton } from "./submit-button";
import { TransactionAmount } from "./transaction-amount";
import { StatusBadge } from "./transaction-status";
import { TransactionSubtitle } from "./transaction-subtitle";

/**
 * Every field of a transaction; a request still in progress can be withdrawn from here, and a conversation with the
 * support team about it started.
 */
export function TransactionDetailsModal({
  transaction,
  userId,
  onClose,
}: {
  transaction: TransactionItem | null;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={transaction !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Transaction Details`}
    >
      {transaction && <Details transaction={transaction} userId={userId} />}
    </Modal>
  );
}

function Details({ transaction, userId }: { transaction: TransactionItem; userId: string }) {
  const { t } = useLingui();
  const bank = transaction.bankDetails;
  const counterparty = transaction.counterparty;
  const withdrawal = transaction.type === "Withdrawal";
  const conversion = conversionOf(transaction);
  return (
    <>
      <div className="rounded-xl bg-ink-50 p-5 text-center">
        <p className="text-sm text-ink-600">
          <TransactionSubtitle transaction={transaction} />
        </p>
        <p className="figures mt-1 text-3xl font-semibold tracking-tight">
          <TransactionAmount transaction={transaction} />
        </p>
        <p className="mt-1 text-sm text-ink-600">
          <time dateTime={transaction.dateTime}>{formatDateTime(transaction.dateTime)}</time>
        </p>
      </div>
      <dl className="mt-4 divide-y divide-ink-100">
        <DetailRow label={t`Transaction Type`}>{transactionTypeLabel(transaction.type)}</DetailRow>
        <DetailRow label={t`Transaction ID`}>
          <span className="figures">#{transaction.transactionId}</span>
        </DetailRow>
        <DetailRow label={t`Description`}>{transaction.description}</DetailRow>
        <DetailRow label={t`Status`}>
          <StatusBadge status={transaction.status} />
        </DetailRow>
        {transaction.cancelReason && (
          <DetailRow label={t`Why it was cancelled`}>{transaction.cancelReason}</DetailRow>
        )}
        {conversion && (
          <>
            <DetailRow label={t`Rate`}>
              <span className="figures">{rateText(conversion)}</span>
            </DetailRow>
            <DetailRow label={t`Fee`}>
              <span className="figures">{formatMoney(conversion.fee, conversion.from)}</span>
            </DetailRow>
          </>
        )}
        {withdrawal && (
          <>
            {transaction.transferOption && (
              <DetailRow label={t`Transfer Option`}>
                {transferOptionLabel(transaction.transferOption)}
              </DetailRow>
            )}
            {bank && (
              <>
                <DetailRow label={t`Account Name`}>{bank.accountName}</DetailRow>
                <DetailRow label={t`Account Number`}>
                  <span className="figures">{bank.accountNumber}</span>
                </DetailRow>
                <DetailRow label={t`Bank Name`}>{bank.bankName}</DetailRow>
                <DetailRow label={t`Account Type`}>{accountTypeLabel(bank.accountType)}</DetailRow>
                {bank.routingNumber && (
                  <DetailRow label={t`Routing Number`}>
                    <span className="figures">{bank.routingNumber}</span>
                  </DetailRow>
                )}
                {bank.country && <DetailRow label={t`Country`}>{countryName(bank.country)}</DetailRow>}
                {bank.swiftCode && <DetailRow label={t`Swift Code`}>{bank.swiftCode}</DetailRow>}
              </>
            )}
          </>
        )}
        {counterparty && (
          <>
            <DetailRow label={withdrawal ? t`Paid to` : t`Paid by`}>{counterparty.name}</DetailRow>
            <DetailRow label={t`Account Number`}>
              <span className="figures">{counterparty.accountNumber}</span>
            </DetailRow>
          </>
        )}
      </dl>
      {withdrawal && isCancellable(transaction.status) && (
        <CancelRequest transaction={transaction} userId={userId} />
      )}
      <Link
        to={`/support/new?${new URLSearchParams({ transactionId: transaction.transactionId })}`}
        className={`${buttonClass("ghost")} mt-3 w-full`}
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        <Trans>Ask us about this transaction</Trans>
      </Link>
    </>
  );
}

function CancelRequest({ transaction, userId }: { transaction: TransactionItem; userId: string }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelTransfer(userId);
  // A payment to another customer waits only for its code: nothing is held for it yet.
  const payment = transaction.transferOption === "Larkspur";
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={`${buttonClass("outline")} mt-6 w-full`}
      >
        {payment ? <Trans>Cancel this payment</Trans> : <Trans>Cancel this transfer</Trans>}
      </button>
    );
  }
  return (
    <div className="mt-6 rounded-xl border border-ink-200 p-4">
      <p className="text-sm text-ink-900">
        {payment ? (
          <Trans>Cancel this payment? Its code will no longer work, and nothing will be sent.</Trans>
        ) : (
          <Trans>
            Cancel this transfer? It will not be sent, and any amount held for it becomes available again.
          </Trans>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitButton
          type="button"
          size="md"
          variant="danger"
          className=""
          busy={cancel.isPending}
          busyLabel={t`Cancelling...`}
          onClick={() =>
            cancel.mutate(transaction, {
              onSuccess: () => {
                notify.success(text("transferCancelled"));
                setAsking(false);
              },
            })
          }
        >
          {payment ? <Trans>Yes, cancel payment</Trans> : <Trans>Yes, cancel transfer</Trans>}
        </SubmitButton>
        <button type="button" onClick={() => setAsking(false)} className={buttonClass("outline")}>
          <Trans>Keep it</Trans>
        </button>
      </div>
    </div>
  );
}
