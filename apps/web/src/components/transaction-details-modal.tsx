import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { texts } from "@larkspur/shared/texts";
import { type ReactNode, useState } from "react";
import { useCancelTransfer } from "../lib/cancel-transfer";
import { formatDateTime } from "../lib/format";
import { notify } from "../lib/toast";
import { isCancellable, transactionAmount, transactionTitle } from "../lib/transaction-display";
import { buttonClass } from "./button-styles";
import { Modal } from "./modal";
import { SubmitButton } from "./submit-button";
import { StatusBadge } from "./transaction-status";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-6 py-2.5">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="text-right text-sm font-medium wrap-anywhere text-ink-900">{children}</dd>
    </div>
  );
}

/** Every field of a transaction; a request still in progress can be withdrawn from here. */
export function TransactionDetailsModal({
  transaction,
  userId,
  onClose,
}: {
  transaction: TransactionItem | null;
  userId: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={transaction !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Transaction Details"
    >
      {transaction && <Details transaction={transaction} userId={userId} />}
    </Modal>
  );
}

function Details({ transaction, userId }: { transaction: TransactionItem; userId: string }) {
  const bank = transaction.bankDetails;
  const withdrawal = transaction.type === "Withdrawal";
  return (
    <>
      <div className="rounded-xl bg-ink-50 p-5 text-center">
        <p className="text-sm text-ink-600">{transactionTitle(transaction)}</p>
        <p className="figures mt-1 text-3xl font-semibold tracking-tight text-ink-900">
          {transactionAmount(transaction)}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          <time dateTime={transaction.dateTime}>{formatDateTime(transaction.dateTime)}</time>
        </p>
      </div>
      <dl className="mt-4 divide-y divide-ink-100">
        <Row label="Transaction Type">{transaction.type}</Row>
        <Row label="Transaction ID">
          <span className="figures">#{transaction.transactionId}</span>
        </Row>
        <Row label="Description">{transaction.description}</Row>
        <Row label="Status">
          <StatusBadge status={transaction.status} />
        </Row>
        {withdrawal && (
          <>
            {transaction.transferOption && <Row label="Transfer Option">{transaction.transferOption}</Row>}
            {bank && (
              <>
                <Row label="Account Name">{bank.accountName}</Row>
                <Row label="Account Number">
                  <span className="figures">{bank.accountNumber}</span>
                </Row>
                <Row label="Bank Name">{bank.bankName}</Row>
                <Row label="Account Type">{bank.accountType}</Row>
                {bank.routingNumber && (
                  <Row label="Routing Number">
                    <span className="figures">{bank.routingNumber}</span>
                  </Row>
                )}
                {bank.country && <Row label="Country">{bank.country}</Row>}
                {bank.swiftCode && <Row label="Swift Code">{bank.swiftCode}</Row>}
              </>
            )}
          </>
        )}
      </dl>
      {withdrawal && isCancellable(transaction.status) && (
        <CancelRequest transaction={transaction} userId={userId} />
      )}
    </>
  );
}

function CancelRequest({ transaction, userId }: { transaction: TransactionItem; userId: string }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelTransfer(userId);
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={`${buttonClass("outline")} mt-6 w-full`}
      >
        Cancel this transfer
      </button>
    );
  }
  return (
    <div className="mt-6 rounded-xl border border-ink-200 p-4">
      <p className="text-sm text-ink-900">
        Cancel this transfer? It will not be sent, and any amount held for it becomes available again.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SubmitButton
          type="button"
          size="md"
          variant="danger"
          className=""
          busy={cancel.isPending}
          busyLabel="Cancelling..."
          onClick={() =>
            cancel.mutate(transaction, {
              onSuccess: () => {
                notify.success(texts.transferCancelled);
                setAsking(false);
              },
            })
          }
        >
          Yes, cancel transfer
        </SubmitButton>
        <button type="button" onClick={() => setAsking(false)} className={buttonClass("outline")}>
          Keep it
        </button>
      </div>
    </div>
  );
}
