import { randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import { dollarsToCents } from "@larkspur/shared/money";
import type { InitiatePaymentBody } from "@larkspur/shared/schemas/transaction";
import { texts } from "@larkspur/shared/texts";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { newCodeFor } from "../auth/codes";
import { findReplay, type IdempotentRequest, runOnce } from "../idempotency/idempotency.service";
import { insufficientBalance } from "../ledger/ledger.service";
import { checkLimits } from "../limits/limits.service";
import { newTransactionId, retryOnTransactionIdClash } from "../transfers/transaction-id";
import { accountOnHold } from "../transfers/transfer-errors";
import { insertTransferWithCode } from "../transfers/transfers.repo";
import type { InitiateTransferAnswer, Sender } from "../transfers/transfers.service";
import type { PayeeAccount } from "./payees.repo";
import { payeeName, paymentRecipient } from "./payees.service";
import { paymentMails } from "./payment-mails";

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
  const recipient = await paymentRecipient(ctx, payer, body.recipient);
  return startPayment(ctx, payer, { recipient, amount, description: body.description }, request);
}

/**
 * Creates the payer's Unconfirmed payment, naming the recipient, and mails its code to the payer. Nothing moves
 * until the code comes back (`payment-completion.ts`).
 */
export async function startPayment(
  ctx: AppContext,
  payer: Sender,
  order: PaymentOrder,
  request: IdempotentRequest,
): Promise<InitiateTransferAnswer> {
  const accountId = payer.account_id;
  if (!accountId) throw new Error(`User ${payer.id} has no account`);
  // A first look at the balance (read with the session) and the limits, so the wizard says so at once; verify checks
  // both again under locks.
  if (payer.available_cents < order.amount) throw insufficientBalance();
  await checkLimits(ctx, payer.id, order.amount);

  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnce(ctx.db, request, async (trx) => {
      const now = new Date();
      const paymentId = randomUUID();
      const { code, row } = newCodeFor({ userId: payer.id, purpose: "transfer", subjectId: paymentId }, now);
      const payment = await insertTransferWithCode(
        trx,
        {
          id: paymentId,
          transaction_id: newTransactionId(now),
          user_id: payer.id,
          account_id: accountId,
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
        },
        row,
      );
      await ctx.mailer.enqueue(trx, paymentMails.code(payer, payment, code));
      return { message: texts.verificationEmailSent, transactionId: payment.transaction_id };
    }),
  );
  if (!replayed) ctx.mailer.deliverSoon();
  return answer;
}
