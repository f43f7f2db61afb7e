import { cardRules } from "@larkspur/shared/schemas/cards";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useCancelTransfer } from "../lib/cancel-transfer";
import { countryName } from "../lib/country-names";
import { formatDate, formatDateTime, formatMoney } from "../lib/format";
import { text } from "../lib/texts";
import { notify } from "../lib/toast";
import {
  conversionOf,
  isAwaitingCode,
  isCancellable,
  isCardMovement,
  rateText,
} from "../lib/transaction-display";
import { accountTypeLabel, transactionTypeLabel, transferOptionLabel } from "../lib/transfer-labels";
import { useVerifyTransfer } from "../lib/verify-transfer";
import { buttonClass } from "./button-styles";
import { CodeModal } from "./code-modal";
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
  const [enteringCode, setEnteringCode] = useState(false);
  if (transaction && enteringCode) {
    return (
      <EnterCodeModal
        transaction={transaction}
        userId={userId}
        onDone={() => {
          setEnteringCode(false);
          onClose();
        }}
      />
    );
  }
  return (
    <Modal
      open={transaction !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Transaction Details`}
    >
      {transaction && (
        <Details transaction={transaction} userId={userId} onEnterCode={() => setEnteringCode(true)} />
      )}
    </Modal>
  );
}

/** The code of a transfer or payment left unconfirmed, entered now: it goes on as it would have then. */
function EnterCodeModal({
  transaction,
  userId,
  onDone,
}: {
  transaction: TransactionItem;
  userId: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const verify = useVerifyTransfer(userId);
  const payment = transaction.transferOption === "Larkspur";
  return (
    <CodeModal
      open
      onOpenChange={(open) => !open && onDone()}
      title={payment ? t`Payment Verification` : t`Transfer Verification`}
      description={
        payment
          ? t`Enter the 6-digit code we e-mailed you to confirm this payment.`
          : t`Enter the 6-digit code we e-mailed you to confirm this transfer.`
      }
      busy={verify.isPending}
      onCode={(otp, showError) =>
        verify.mutate(
          { otp, transactionId: transaction.transactionId },
          {
            onSuccess: () => {
              notify.success(payment ? t`Payment sent` : text("transferSubmitted"));
              onDone();
            },
            onError: showError,
          },
        )
      }
    />
  );
}

/** Where an approved bank transfer is beyond our books; its status says only what our books say. */
function PayoutStage({
  payout,
  cancelReason,
}: {
  payout: NonNullable<TransactionItem["payout"]>;
  cancelReason: string | undefined;
}) {
  const { t } = useLingui();
  if (payout.stage === "Waiting") return t`Waiting to be sent`;
  if (payout.stage === "Returned") return cancelReason ?? t`Returned by the receiving bank`;
  if (!payout.sentAt) return t`Sent to the bank`;
  const date = formatDate(payout.sentAt);
  return t`Sent to the bank on ${date}`;
}

/** Until when the code of an unconfirmed transfer or payment can be entered, and the way to enter it. */
function AwaitingCode({ expiresAt, onEnterCode }: { expiresAt: string; onEnterCode: () => void }) {
  const until = formatDateTime(expiresAt);
  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm text-ink-900">
        <Trans>Not confirmed: enter the code we e-mailed you. It works until {until}.</Trans>
      </p>
      <button type="button" onClick={onEnterCode} className={`${buttonClass("primary")} mt-3 w-full`}>
        <Trans>Enter the code</Trans>
      </button>
    </div>
  );
}

function Details({
  transaction,
  userId,
  onEnterCode,
}: {
  transaction: TransactionItem;
  userId: string;
  onEnterCode: () => void;
}) {
  const { t } = useLingui();
  const awaitingCode = isAwaitingCode(transaction, Date.now()) ? transaction.codeExpiresAt : undefined;
  const bank = transaction.bankDetails;
  const counterparty = transaction.counterparty;
  const withdrawal = transaction.type === "Withdrawal";
  const conversion = conversionOf(transaction);
  const card = isCardMovement(transaction);
  const expiryDays = cardRules.authorizationExpiryDays;
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
        {transaction.payout && (
          <DetailRow label={t`At the bank`}>
            <PayoutStage payout={transaction.payout} cancelReason={transaction.cancelReason} />
          </DetailRow>
        )}
        {transaction.cancelReason && transaction.payout?.stage !== "Returned" && (
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
        {withdrawal && !card && (
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
      {awaitingCode && <AwaitingCode expiresAt={awaitingCode} onEnterCode={onEnterCode} />}
      {card && withdrawal && transaction.status === "Pending" && (
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink-900">
          <Trans>
            Approved: the amount is held from your balance until the shop completes the purchase. If the shop
            does not complete it within {expiryDays} days, the amount is released.
          </Trans>
        </p>
      )}
      {/* A card purchase is the shop's to complete or cancel, not the customer's. */}
      {withdrawal && !card && isCancellable(transaction.status) && (
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
