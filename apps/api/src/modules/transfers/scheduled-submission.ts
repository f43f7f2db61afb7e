import { randomUUID } from "node:crypto";
import type { Currency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import type { BankDetails, TransferOption } from "@larkspur/shared/schemas/transaction";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database, NewTransfer, User } from "../../db/types";
import { insertVerification, newCodeFor } from "../auth";
import { runOnce } from "../idempotency";
import { customerAccountOf, sendingAccount } from "../ledger";
import { announce } from "../notifications";
import { newTransactionId, retryOnTransactionIdClash } from "./transaction-id";
import { accountOnHold } from "./transfer-errors";
import { submitWithin } from "./transfer-submission";
import { insertTransfer } from "./transfers.repo";

/** A bank transfer its owner confirmed beforehand with a code (a schedule's), to be submitted now. */
export interface ConfirmedTransferOrder {
  transferOption: TransferOption;
  bankDetails: BankDetails;
  currency: Currency;
  /** Minor units of the currency, more than zero. */
  amount: bigint;
  description: string;
}

/** The account a customer's money in a currency leaves, read without their session. */
export async function accountToSendFrom(
  db: Kysely<Database>,
  userId: string,
  currency: string,
): Promise<{ id: string; available: bigint }> {
  const main = await customerAccountOf(db, userId);
  return sendingAccount(
    db,
    { id: userId, account_id: main.id, available_cents: main.balance - main.held },
    currency,
  );
}

/**
 * Submits a bank transfer its owner already confirmed, exactly as the verify route would: Pending with its amount
 * held, into operator review, with the limits and the balance checked under their locks and the owner notified and
 * mailed. The transfer passes through the statements a confirmation does, so it is given a code of its own that no
 * one sees and that it uses at once: using it is what locks the owner's limits. Made at most once per `key`.
 */
export async function submitConfirmedTransfer(
  ctx: AppContext,
  owner: User,
  order: ConfirmedTransferOrder,
  key: string,
): Promise<{ transactionId: string }> {
  if (owner.transfer_disabled) throw accountOnHold();
  const account = await accountToSendFrom(ctx.db, owner.id, order.currency);
  const { bankDetails } = order;
  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnce(ctx.db, { userId: owner.id, key, scope: "confirmed-transfer", request: order }, async (trx) => {
      const now = ctx.clock.now();
      const transferId = randomUUID();
      const { row: code } = newCodeFor({ userId: owner.id, purpose: "transfer", subjectId: transferId }, now);
      const transfer = await insertTransfer(trx, {
        id: transferId,
        transaction_id: newTransactionId(now),
        user_id: owner.id,
        account_id: account.id,
        currency: order.currency,
        type: "Withdrawal",
        status: "Unconfirmed",
        amount: order.amount,
        description: order.description,
        transfer_option: order.transferOption,
        account_name: bankDetails.accountName,
        account_number: bankDetails.accountNumber,
        bank_name: bankDetails.bankName,
        account_type: bankDetails.accountType,
        routing_number: "routingNumber" in bankDetails ? bankDetails.routingNumber : null,
        swift_code: "swiftCode" in bankDetails ? (bankDetails.swiftCode ?? null) : null,
        country: "country" in bankDetails ? (bankDetails.country ?? null) : null,
        expires_at: new Date(now.getTime() + limits.codeTtlMinutes * 60_000),
        created_at: now,
        updated_at: now,
      } satisfies NewTransfer);
      await insertVerification(trx, code);
      await submitWithin(trx, ctx, owner, transfer, code.id);
      return { transactionId: transfer.transaction_id };
    }),
  );
  if (!replayed) announce(ctx, [owner.id]);
  return answer;
}
