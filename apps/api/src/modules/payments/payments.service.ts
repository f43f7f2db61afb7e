import { randomUUID } from "node:crypto";
import { type Currency, mainCurrency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import type { InitiatePaymentBody } from "@larkspur/shared/schemas/transaction";
import { texts } from "@larkspur/shared/texts";
import type { AppContext } from "../../context";
import type { NewTransfer } from "../../db/types";
import { newCodeFor } from "../auth";
import { type IdempotentRequest, orFirstAnswer, runOnceInOneStatement } from "../idempotency";
import { insufficientBalance, minorUnitsOf, sendingAccount } from "../ledger";
import type { MoneyOut } from "../limits";
import { assertFits, limitCentsOf } from "../limits";
import type { InitiateTransferAnswer, Sender } from "../transfers";
import {
  accountOnHold,
  insertTransferWithCode,
  newTransactionId,
  retryOnTransactionIdClash,
} from "../transfers";
import { findPayeeSpendingLookup, type PayeeAccount } from "./payees.repo";
import { admitRecipient, lookupWindow, payeeName, tooManyLookups } from "./payees.service";
import { type PaymentRow, paymentMails } from "./payment-mails";

/** What a payer asks to pay, once the recipient is known: the seam for other ways of naming one. */
export interface PaymentOrder {
  recipient: PayeeAccount;
  /** The payer's balance it leaves and the recipient's it reaches. */
  currency: Currency;
  /** Minor units of the currency, more than zero. */
  amount: bigint;
  description: string;
  /** The money request this payment pays, if any: completing the payment marks it Paid. */
  requestId?: string;
}

/** Starts a payment to another customer named by account number or e-mail address. */
export async function initiatePayment(
  ctx: AppContext,
  payer: Sender,
  body: InitiatePaymentBody,
  idempotencyKey: string | undefined,
): Promise<InitiateTransferAnswer> {
  if (payer.transfer_disabled) throw accountOnHold();
  const currency = body.currency ?? mainCurrency;
  const amount = minorUnitsOf(body.amount, currency);
  const request: IdempotentRequest = {
    userId: payer.id,
    key: idempotencyKey ?? body.transactionId,
    scope: "initiate",
    request: {
      amount,
      description: body.description,
      transferOption: "Larkspur",
      recipient: body.recipient,
      currency: body.currency,
    },
  };
  return orFirstAnswer(ctx.db, request, async () => {
    // One of the payer's look-ups is spent in the statement that finds the recipient; once they are spent, whoever
    // was found is refused alike.
    const lookup = lookupWindow(ctx);
    const found = await findPayeeSpendingLookup(ctx.db, body.recipient, payer.id, lookup);
    if (!found.lookupSpent) throw await tooManyLookups(ctx, payer, lookup);
    const recipient = admitRecipient(payer, found.payee);
    return startPayment(
      ctx,
      payer,
      { recipient, currency, amount, description: body.description },
      request,
      found.moneyOut,
    );
  });
}

/**
 * Creates the payer's Unconfirmed payment, naming the recipient, and mails its code to the payer, in one statement.
 * Nothing moves until the code comes back (`payment-completion.ts`). `moneyOut` is what counted against the payer's
 * limits when the recipient was found.
 */
export async function startPayment(
  ctx: AppContext,
  payer: Sender,
  order: PaymentOrder,
  request: IdempotentRequest,
  moneyOut: MoneyOut,
): Promise<InitiateTransferAnswer> {
  const account = await sendingAccount(ctx.db, payer, order.currency);
  // A first look at the balance (the dollars' read with the session) and the limits, so the wizard says so at once;
  // verify checks both again under locks. Money out of any balance counts at its dollar value.
  if (account.available < order.amount) throw insufficientBalance();
  assertFits(ctx, moneyOut, await limitCentsOf(ctx.db, order.currency, order.amount));

  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnceInOneStatement(ctx.db, request, async (db) => {
      const now = ctx.clock.now();
      const paymentId = randomUUID();
      const { code, row } = newCodeFor({ userId: payer.id, purpose: "transfer", subjectId: paymentId }, now);
      const payment: NewTransfer & PaymentRow = {
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
        counterparty_id: order.recipient.userId,
        counterparty_name: payeeName(order.recipient),
        counterparty_account_number: order.recipient.accountNumber,
        request_id: order.requestId ?? null,
        expires_at: new Date(now.getTime() + limits.codeTtlMinutes * 60_000),
        created_at: now,
        updated_at: now,
      };
      const mails = [paymentMails.code(payer, payment, code)];
      await insertTransferWithCode(db, payment, row, (when) => ctx.mailer.inserting(mails, when));
      return { message: texts.verificationEmailSent, transactionId: payment.transaction_id };
    }),
  );
  if (!replayed) ctx.mailer.deliverSoon();
  return answer;
}
