import { randomUUID } from "node:crypto";
import { type Currency, mainCurrency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import type { PaymentResultResponse } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import type { NewTransfer, Transfer, Trx, User } from "../../db/types";
import { invalidCode } from "../auth";
import { type EndingWith, type IdempotentRequest, runOnceEndingWith } from "../idempotency";
import { insufficientBalance, isUncoveredAtCommit, pay, receivingAccount } from "../ledger";
import { assertFits, limitCentsOf } from "../limits";
import { announce, noticeRecordsOf } from "../notifications";
import { settleRequest } from "../requests";
import {
  confirmUnconfirmed,
  lockTransfer,
  newTransactionId,
  retryOnTransactionIdClash,
  transactionNotFound,
  wrongStatus,
} from "../transfers";
import type { PayeeAccount } from "./payees.repo";
import { payeeCannotReceive, payeeName } from "./payees.service";
import { useCodeLockingLimitsReadingPayee } from "./payment-completion.repo";
import { type PaymentRow, paymentNotices } from "./payment-mails";

const PAYMENT_SENT = "Payment sent";

/**
 * The payer's right code completes the payment at once: the code is used, the payment is Completed, both are notified
 * and mailed, and the money moves with the recipient's Deposit row, all in one trx. No one reviews it.
 */
export async function completePayment(
  ctx: AppContext,
  payer: User,
  payment: Transfer,
  verificationId: string,
  request: IdempotentRequest,
): Promise<PaymentResultResponse> {
  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnceEndingWith(ctx.db, request, (trx) => completeWithin(trx, ctx, payer, payment, verificationId)),
  ).catch((error: unknown) => {
    throw isUncoveredAtCommit(error) ? insufficientBalance() : error;
  });
  if (!replayed) announce(ctx, [payer.id, payment.counterparty_id ?? payer.id]);
  return answer;
}

/**
 * Unconfirmed → Completed inside the caller's trx, in two statements, the money then moved by `last`, which must end
 * the trx: the payment's entry and the recipient's row are written at commit, when both accounts are locked, and only
 * for the commit.
 * `payment` is the row as read when the code was checked: what a payment pays, to whom and from where never changes,
 * and its status is checked again by the statement that completes it.
 */
export async function completeWithin(
  trx: Trx,
  ctx: AppContext,
  payer: User,
  payment: Transfer,
  verificationId: string,
): Promise<EndingWith<PaymentResultResponse>> {
  if (!payment.counterparty_id) throw new Error(`Payment ${payment.id} names no recipient`);
  const { codeUsed, payee } = await useCodeLockingLimitsReadingPayee(trx, {
    verificationId,
    ownerId: payer.id,
    payeeId: payment.counterparty_id,
    now: ctx.clock.now(),
    maxAttempts: limits.codeMaxAttempts,
  });
  if (!codeUsed) throw invalidCode();
  if (payee?.status !== "active") throw payeeCannotReceive();
  // Money in another currency reaches the recipient's balance of that currency, opened for them when needed; dollars
  // reach the main account read with the payee, at no statement of their own.
  const recipientAccountId =
    payment.currency === mainCurrency
      ? payee.accountId
      : await receivingAccount(trx, payee.userId, payment.currency);

  const completedAt = ctx.clock.now();
  const credit = recipientRow(payment, payer, { ...payee, accountId: recipientAccountId }, completedAt);
  const notices = noticeRecordsOf(ctx, [
    paymentNotices.sent(payer, payment),
    paymentNotices.received(recipientAddress(payee), credit),
  ]);
  const limitCents = await limitCentsOf(trx, payment.currency as Currency, payment.amount);
  const { moved, moneyOut } = await confirmUnconfirmed(
    trx,
    {
      id: payment.id,
      ownerId: payer.id,
      to: "Completed",
      at: completedAt,
      moneyOutAt: ctx.clock.now(),
      limitCents,
    },
    notices,
  );
  if (!moved) {
    const current = await lockTransfer(trx, payment.id);
    if (!current) throw transactionNotFound();
    throw wrongStatus(current.status);
  }
  // Under the limits lock taken by the first statement: a rival that spent before it was counted by the second. Money
  // out of any balance counts at its dollar value.
  assertFits(ctx, moneyOut, limitCents);
  await settleRequest(trx, ctx, payer, payment);
  return {
    answer: { message: PAYMENT_SENT, transactionId: payment.transaction_id, status: "Completed" },
    last: (trx) =>
      pay(trx, {
        transferId: payment.id,
        payerAccountId: payment.account_id,
        recipientAccountId,
        amount: payment.amount,
        recipientTransfer: credit,
      }),
  };
}

/** The recipient's own row: a Completed Deposit naming the payer, sharing the payer's row's journal entry. */
function recipientRow(
  payment: Transfer,
  payer: User,
  recipient: PayeeAccount,
  now: Date,
): NewTransfer & PaymentRow {
  return {
    id: randomUUID(),
    transaction_id: newTransactionId(now),
    user_id: recipient.userId,
    account_id: recipient.accountId,
    currency: payment.currency,
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
  id: recipient.userId,
  email: recipient.email,
  first_name: recipient.firstName,
  language: recipient.language,
});
