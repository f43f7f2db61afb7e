import { randomUUID } from "node:crypto";
import type { Currency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import type { PayeeReference } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import type { NewTransfer, User } from "../../db/types";
import { insertVerification, newCodeFor } from "../auth";
import { runOnceEndingWith } from "../idempotency";
import { insufficientBalance, isUncoveredAtCommit } from "../ledger";
import { assertFits, limitCentsOf } from "../limits";
import { announce } from "../notifications";
import {
  accountOnHold,
  accountToSendFrom,
  insertTransfer,
  newTransactionId,
  retryOnTransactionIdClash,
} from "../transfers";
import { findPayee, findPayeeSpendingLookup } from "./payees.repo";
import { admitRecipient, lookupWindow, payeeName, tooManyLookups } from "./payees.service";
import { completeWithin } from "./payment-completion";
import type { PaymentRow } from "./payment-mails";

/** A payment to another customer its payer confirmed beforehand with a code (a schedule's), to be made now. */
export interface ConfirmedPaymentOrder {
  payeeId: string;
  currency: Currency;
  /** Minor units of the currency, more than zero. */
  amount: bigint;
  description: string;
}

/**
 * Makes a payment its payer already confirmed, exactly as the verify route would complete it: the money moves at once,
 * with the limits and the balance checked under their locks, and both customers are notified and mailed. It passes
 * through the statements a confirmation does, so it is given a code of its own that no one sees and that it uses at
 * once: using it is what locks the payer's limits. Made at most once per `key`.
 */
export async function makeConfirmedPayment(
  ctx: AppContext,
  payer: User,
  order: ConfirmedPaymentOrder,
  key: string,
): Promise<{ transactionId: string }> {
  if (payer.transfer_disabled) throw accountOnHold();
  const recipient = admitRecipient(payer, await findPayee(ctx.db, { userId: order.payeeId }));
  const account = await accountToSendFrom(ctx.db, payer.id, order.currency);
  const request = { userId: payer.id, key, scope: "confirmed-payment", request: order };
  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnceEndingWith(ctx.db, request, async (trx) => {
      const now = ctx.clock.now();
      const paymentId = randomUUID();
      const { row: code } = newCodeFor({ userId: payer.id, purpose: "transfer", subjectId: paymentId }, now);
      const payment = await insertTransfer(trx, {
        id: paymentId,
        transaction_id: newTransactionId(now),
        user_id: payer.id,
        account_id: account.id,
        currency: order.currency,
        type: "Withdrawal",
        status: "Unconfirmed",
        amount: order.amount,
        description: order.description,
        transfer_option: "Larkspur",
        counterparty_id: recipient.userId,
        counterparty_name: payeeName(recipient),
        counterparty_account_number: recipient.accountNumber,
        request_id: null,
        expires_at: new Date(now.getTime() + limits.codeTtlMinutes * 60_000),
        created_at: now,
        updated_at: now,
      } satisfies NewTransfer & PaymentRow);
      await insertVerification(trx, code);
      const { last } = await completeWithin(trx, ctx, payer, payment, recipient, code.id);
      return { answer: { transactionId: payment.transaction_id }, last };
    }),
  ).catch((error: unknown) => {
    throw isUncoveredAtCommit(error) ? insufficientBalance() : error;
  });
  if (!replayed) announce(ctx, [payer.id, order.payeeId]);
  return answer;
}

/** The customer a scheduled payment pays, as its schedule keeps them. */
export interface ScheduledPayee {
  userId: string;
  /** "Grace H." */
  name: string;
  accountNumber: string;
}

/**
 * The customer a payment being scheduled names, found as initiate finds one (one of the payer's look-ups spent, the
 * same refusals), with the payer's limits checked at once for its amount, as initiate checks them.
 */
export async function scheduledPaymentRecipient(
  ctx: AppContext,
  payer: User,
  reference: PayeeReference,
  money: { currency: Currency; amount: bigint },
): Promise<ScheduledPayee> {
  const lookup = lookupWindow(ctx);
  const found = await findPayeeSpendingLookup(ctx.db, reference, payer.id, lookup);
  if (!found.lookupSpent) throw await tooManyLookups(ctx, payer, lookup);
  const recipient = admitRecipient(payer, found.payee);
  assertFits(ctx, found.moneyOut, await limitCentsOf(ctx.db, money.currency, money.amount));
  return { userId: recipient.userId, name: payeeName(recipient), accountNumber: recipient.accountNumber };
}
