import { randomUUID } from "node:crypto";
import { mainCurrency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import { dollarsToCents } from "@larkspur/shared/money";
import type { InitiatePaymentBody } from "@larkspur/shared/schemas/transaction";
import { texts } from "@larkspur/shared/texts";
import type { AppContext } from "../../context";
import type { NewTransfer } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { newCodeFor } from "../auth/codes";
import {
  findReplay,
  type IdempotentRequest,
  runOnceInOneStatement,
} from "../idempotency/idempotency.service";
import { insufficientBalance } from "../ledger/ledger.service";
import type { MoneyOut } from "../limits/limits.repo";
import { assertFits } from "../limits/limits.service";
import { newTransactionId, retryOnTransactionIdClash } from "../transfers/transaction-id";
import { accountOnHold } from "../transfers/transfer-errors";
import type { InitiateTransferAnswer, Sender } from "../transfers/transfers.service";
import { findPayeeWithMoneyOut, type PayeeAccount } from "./payees.repo";
import { admitRecipient, payeeName } from "./payees.service";
import { type PaymentRow, paymentMails } from "./payment-mails";
import { insertPaymentWithCode } from "./payments.repo";

/** What a payer asks to pay, once the recipient is known: the seam for other ways of naming one. */
export interface PaymentOrder {
  recipient: PayeeAccount;
  /** Cents, more than zero. */
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
  const amount = dollarsToCents(body.amount);
  if (amount === null) throw new AppError("validation_error", "error.amountDecimals");
  const request: IdempotentRequest = {
    userId: payer.id,
    key: idempotencyKey ?? body.transactionId,
    scope: "initiate",
    request: { amount, description: body.description, transferOption: "Larkspur", recipient: body.recipient },
  };
  const earlier = await findReplay<InitiateTransferAnswer>(ctx.db, request);
  if (earlier) return earlier;
  const found = await findPayeeWithMoneyOut(ctx.db, body.recipient, payer.id, ctx.clock.now());
  const recipient = await admitRecipient(ctx, payer, found.payee);
  return startPayment(
    ctx,
    payer,
    { recipient, amount, description: body.description },
    request,
    found.moneyOut,
  );
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
  const accountId = payer.account_id;
  if (!accountId) throw new Error(`User ${payer.id} has no account`);
  // A first look at the balance (read with the session) and the limits, so the wizard says so at once; verify checks
  // both again under locks.
  if (payer.available_cents < order.amount) throw insufficientBalance();
  assertFits(ctx, moneyOut, order.amount);

  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnceInOneStatement(ctx.db, request, async (db) => {
      const now = new Date();
      const paymentId = randomUUID();
      const { code, row } = newCodeFor({ userId: payer.id, purpose: "transfer", subjectId: paymentId }, now);
      const payment: NewTransfer & PaymentRow = {
        id: paymentId,
        transaction_id: newTransactionId(now),
        user_id: payer.id,
        account_id: accountId,
        type: "Withdrawal",
        status: "Unconfirmed",
        amount: order.amount,
        currency: mainCurrency,
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
      await insertPaymentWithCode(
        db,
        payment,
        row,
        ctx.mailer.inserting([paymentMails.code(payer, payment, code)]),
      );
      return { message: texts.verificationEmailSent, transactionId: payment.transaction_id };
    }),
  );
  if (!replayed) ctx.mailer.deliverSoon();
  return answer;
}
