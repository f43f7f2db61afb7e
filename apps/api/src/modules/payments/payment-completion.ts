import { randomUUID } from "node:crypto";
import type { PaymentResultResponse } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import type { NewTransfer, Transfer, Trx, User } from "../../db/types";
import { useCode } from "../auth/codes";
import {
  type EndingWith,
  type IdempotentRequest,
  runOnceEndingWith,
} from "../idempotency/idempotency.service";
import { pay } from "../ledger/ledger.service";
import { spendWithinLimits } from "../limits/limits.service";
import { settleRequest } from "../requests/request-payments";
import { newTransactionId, retryOnTransactionIdClash } from "../transfers/transaction-id";
import { transactionNotFound, wrongStatus } from "../transfers/transfer-errors";
import { insertTransfer, lockTransfer } from "../transfers/transfers.repo";
import { completePaymentRow, type PayeeAccount } from "./payees.repo";
import { payeeCannotReceive, payeeName } from "./payees.service";
import { paymentMails } from "./payment-mails";

const PAYMENT_SENT = "Payment sent";

/**
 * The payer's right code completes the payment at once: the code is used, the payment is Completed, the recipient
 * gets their Deposit row, both are mailed, and the money moves, all in one trx. No one reviews it.
 */
export async function completePayment(
  ctx: AppContext,
  payer: User,
  paymentId: string,
  verificationId: string,
  request: IdempotentRequest,
): Promise<PaymentResultResponse> {
  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnceEndingWith(ctx.db, request, async (trx) => {
      await useCode(trx, verificationId);
      return completeWithin(trx, ctx, payer, paymentId);
    }),
  );
  if (!replayed) ctx.mailer.deliverSoon();
  return answer;
}

/**
 * Unconfirmed → Completed inside the caller's trx, the money moved by `last`, which must end the trx: it locks both
 * accounts, and a popular recipient's is then held only for that statement and the commit. Until then nothing
 * locks either account, so checks added here (before `last`) hold up no one else's payments.
 */
export async function completeWithin(
  trx: Trx,
  ctx: AppContext,
  payer: User,
  paymentId: string,
): Promise<EndingWith<PaymentResultResponse>> {
  const completed = await completePaymentRow(trx, paymentId, new Date());
  if (!completed) {
    const current = await lockTransfer(trx, paymentId);
    if (!current) throw transactionNotFound();
    throw wrongStatus(current.status);
  }
  const { payment, payee: recipient } = completed;
  if (recipient?.status !== "active") throw payeeCannotReceive();

  await settleRequest(trx, ctx, payer, payment);
  const credit = await insertTransfer(trx, recipientRow(payment, payer, recipient));
  await ctx.mailer.enqueueAll(trx, [
    paymentMails.sent(payer, payment),
    paymentMails.received(recipientAddress(recipient), credit),
  ]);
  // Last before the money moves: the payer's limits lock is then held only for this, the payment and the commit.
  await spendWithinLimits(trx, ctx, payment);
  return {
    answer: { message: PAYMENT_SENT, transactionId: payment.transaction_id, status: "Completed" },
    last: (trx) =>
      pay(trx, {
        transferId: payment.id,
        payerAccountId: payment.account_id,
        recipientAccountId: recipient.accountId,
        amount: payment.amount,
      }),
  };
}

/** The recipient's own row: a Completed Deposit naming the payer, sharing the payer's row's journal entry. */
function recipientRow(payment: Transfer, payer: User, recipient: PayeeAccount): NewTransfer {
  const now = payment.updated_at;
  return {
    id: randomUUID(),
    transaction_id: newTransactionId(now),
    user_id: recipient.userId,
    account_id: recipient.accountId,
    type: "Deposit",
    status: "Completed",
    amount: payment.amount,
    description: payment.description,
    transfer_option: "Larkspur",
    counterparty_id: payer.id,
    counterparty_name: payeeName({ firstName: payer.first_name, lastName: payer.last_name }),
    counterparty_account_number: payer.account_number,
    payer_transfer_id: payment.id,
    created_at: now,
    updated_at: now,
  };
}

const recipientAddress = (recipient: PayeeAccount) => ({
  email: recipient.email,
  first_name: recipient.firstName,
  language: recipient.language,
});
