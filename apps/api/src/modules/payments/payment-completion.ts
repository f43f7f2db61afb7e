import { randomUUID } from "node:crypto";
import { type Currency, mainCurrency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import type { PaymentResultResponse } from "@larkspur/shared/schemas/transaction";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database, NewTransfer, Transfer, Trx, User } from "../../db/types";
import { type EndingWith, type IdempotentRequest, runOnceEndingWith } from "../idempotency";
import {
  completePaymentMovement,
  insufficientBalance,
  isUncoveredAtCommit,
  receivingAccount,
} from "../ledger";
import { limitCentsOf, standardLimits } from "../limits";
import { announce, noticeRecordsOf } from "../notifications";
import { settleRequest } from "../requests";
import { confirmationRefused, newTransactionId, retryOnTransactionIdClash } from "../transfers";
import type { PayeeAccount } from "./payees.repo";
import { payeeCannotReceive, payeeName } from "./payees.service";
import { type PaymentRow, paymentNotices } from "./payment-mails";

const PAYMENT_SENT = "Payment sent";

/**
 * The payer's right code completes the payment at once: the code is used, the payment is Completed, both are notified
 * and mailed, and the money moves with the recipient's Deposit row. No one reviews it. `payeeFound` is the recipient
 * as read with the payment and its code. A payment of dollars that pays no money request is one call of the ledger,
 * with no trx around it unless an Idempotency-Key must be claimed.
 */
export async function completePayment(
  ctx: AppContext,
  payer: User,
  payment: Transfer,
  payeeFound: PayeeAccount | undefined,
  verificationId: string,
  request: IdempotentRequest,
): Promise<PaymentResultResponse> {
  const payee = admitPayee(payeeFound);
  const inOneStatement = !request.key && payment.currency === mainCurrency && !payment.request_id;
  const { answer, replayed } = await retryOnTransactionIdClash(async () => {
    if (!inOneStatement) {
      return runOnceEndingWith(ctx.db, request, (trx) =>
        completeWithin(trx, ctx, payer, payment, payee, verificationId),
      );
    }
    const { answer, last } = await paymentCall(ctx, payer, payment, payee, verificationId);
    await last(ctx.db);
    return { answer, replayed: false };
  }).catch((error: unknown) => {
    throw isUncoveredAtCommit(error) ? insufficientBalance() : error;
  });
  if (!replayed) announce(ctx, [payer.id, payee.userId]);
  return answer;
}

/** The recipient, as long as they can still receive. */
function admitPayee(payee: PayeeAccount | undefined): PayeeAccount {
  if (payee?.status !== "active") throw payeeCannotReceive();
  return payee;
}

/**
 * Unconfirmed → Completed inside the caller's trx: the recipient's balance of another currency opened when needed and
 * a money request the payment pays settled, then the money moved by `last`, which must end the trx: the payment's
 * entry and the recipient's row are written at commit, when both accounts are locked, and only for the commit.
 * `payment` is the row as read when the code was checked: what a payment pays, to whom and from where never changes,
 * and its status is checked again by the ledger.
 */
export async function completeWithin(
  trx: Trx,
  ctx: AppContext,
  payer: User,
  payment: Transfer,
  payee: PayeeAccount,
  verificationId: string,
): Promise<EndingWith<PaymentResultResponse>> {
  // Money in another currency reaches the recipient's balance of that currency, opened for them when needed; dollars
  // reach the main account read with the payee.
  const accountId =
    payment.currency === mainCurrency
      ? payee.accountId
      : await receivingAccount(trx, payee.userId, payment.currency);
  await settleRequest(trx, ctx, payer, payment);
  return paymentCall(ctx, payer, payment, { ...payee, accountId }, verificationId, trx);
}

/**
 * The ledger's one call that completes the payment (`ledger_complete_payment`: the code used under the payer's limits
 * lock, the row Completed, the limits checked, the payment made due) with both customers' notices, ready to run.
 */
async function paymentCall(
  ctx: AppContext,
  payer: User,
  payment: Transfer,
  payee: PayeeAccount,
  verificationId: string,
  db: Kysely<Database> = ctx.db,
): Promise<EndingWith<PaymentResultResponse>> {
  const completedAt = ctx.clock.now();
  const credit = recipientRow(payment, payer, payee, completedAt);
  const notices = noticeRecordsOf(ctx, [
    paymentNotices.sent(payer, payment),
    paymentNotices.received(recipientAddress(payee), credit),
  ]);
  const limitCents = await limitCentsOf(db, payment.currency as Currency, payment.amount);
  return {
    answer: { message: PAYMENT_SENT, transactionId: payment.transaction_id, status: "Completed" },
    last: async (db) => {
      const refusal = await completePaymentMovement(
        db,
        {
          movementId: payment.id,
          verificationId,
          ownerId: payer.id,
          now: completedAt,
          maxAttempts: limits.codeMaxAttempts,
          limitCents,
          standardLimits: standardLimits(ctx),
          recipientAccountId: payee.accountId,
          recipientTransfer: credit,
        },
        notices,
      );
      if (refusal?.refused === "recipient") throw payeeCannotReceive();
      if (refusal) throw confirmationRefused(ctx, refusal, limitCents);
    },
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
