import { limits } from "@larkspur/shared/limits";
import type {
  PaymentResultResponse,
  TransferResultResponse,
  VerifyTransferBody,
} from "@larkspur/shared/schemas/transaction";
import { texts } from "@larkspur/shared/texts";
import type { AppContext } from "../../context";
import type { Transfer, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { coalescePerOwner } from "../../lib/coalesce";
import { retryingTrx } from "../../lib/retrying-trx";
import { checkCodeAgainst, findLiveVerification, invalidCode, recordWrongCode } from "../auth";
import { type IdempotentRequest, orFirstAnswer, runOnceInOneStatement } from "../idempotency";
import { announce } from "../notifications";
import type { completePayment } from "../payments";
import { type Cancellation, cancelWithin } from "./transfer-cancellation";
import { accountOnHold, transactionNotFound, wrongStatus } from "./transfer-errors";
import { submitWithin } from "./transfer-submission";
import { toTransactionItem } from "./transfer-view";
import {
  EXPIRED_REASON,
  findNewestUnconfirmedTransfer,
  findTransfersWithLiveCodes,
  type TransferWithLiveCode,
} from "./transfers.repo";

const tooManyWrongCodes = () => new AppError("invalid_code", "error.wrongCodeTransferCancelled");
const codeExpired = () => new AppError("invalid_code", "error.codeExpiredTransferCancelled");

type VerifyAnswer = TransferResultResponse | PaymentResultResponse;

/** Payments, a module above this one, complete a verified payment: `app.ts` hands their completion down. */
export interface PaymentCompletion {
  completePayment: typeof completePayment;
}

/**
 * The right code moves an Unconfirmed transfer to Pending and holds its amount, in one trx that re-checks the
 * available balance under the account's lock; a payment to another customer it completes at once. A wrong code
 * spends a try; the last wrong try or an expired code cancels the transfer.
 */
export async function verifyTransfer(
  ctx: AppContext,
  user: User,
  body: VerifyTransferBody,
  idempotencyKey: string | undefined,
  payments: PaymentCompletion,
): Promise<VerifyAnswer> {
  if (user.transfer_disabled) throw accountOnHold();
  const request: IdempotentRequest = {
    userId: user.id,
    key: idempotencyKey,
    scope: "verify",
    request: { transactionId: body.transactionId ?? null },
  };
  return orFirstAnswer<VerifyAnswer>(ctx.db, request, () => verifyOnce(ctx, user, body, request, payments));
}

async function verifyOnce(
  ctx: AppContext,
  user: User,
  body: VerifyTransferBody,
  request: IdempotentRequest,
  { completePayment }: PaymentCompletion,
): Promise<VerifyAnswer> {
  const { transfer, code, payee } = body.transactionId
    ? await ownTransferWithLiveCode(ctx, user.id, body.transactionId)
    : await newestUnconfirmedWithLiveCode(ctx, user.id);
  if (!transfer) throw invalidCode();
  if (transfer.status !== "Unconfirmed") throw wrongStatus(transfer.status);
  const now = ctx.clock.now();
  if (transfer.expires_at && transfer.expires_at <= now) {
    await cancelUnconfirmed(ctx, user, transfer, {
      reason: EXPIRED_REASON,
      reasonForOwner: { id: "mail.cancelReason.codeExpired" },
    });
    throw codeExpired();
  }

  let verificationId: string;
  try {
    verificationId = await checkCodeAgainst(ctx.db, code, body.otp, () => recordWrongCode(ctx, user));
  } catch (error) {
    if (error instanceof AppError && (await triesUsedUp(ctx, user.id, transfer.id))) {
      await cancelUnconfirmed(ctx, user, transfer, {
        reason: "The verification code was entered wrongly too many times.",
        reasonForOwner: { id: "mail.cancelReason.tooManyWrongCodes" },
      });
      throw tooManyWrongCodes();
    }
    throw error;
  }

  if (transfer.transfer_option === "Larkspur") {
    return completePayment(ctx, user, transfer, payee, verificationId, request);
  }
  const { answer, replayed } = await runOnceInOneStatement(ctx.db, request, async (db) => {
    const pending = await submitWithin(db, ctx, user, transfer, verificationId);
    return { message: texts.transferSubmitted, transaction: toTransactionItem(pending) };
  });
  if (!replayed) announce(ctx, [user.id]);
  return answer;
}

/** Transfers asked for together (by their public ids) are read, with their live codes, in one query. */
const lookupTransferWithLiveCode = coalescePerOwner((ctx: AppContext, transactionIds: string[]) =>
  findTransfersWithLiveCodes(ctx.db, transactionIds, ctx.clock.now()),
);

/** The caller's transfer by its public id, and its live code; someone else's is as unknown as a missing one. */
async function ownTransferWithLiveCode(ctx: AppContext, userId: string, transactionId: string) {
  const found = await lookupTransferWithLiveCode(ctx, transactionId);
  if (!found || found.transfer.user_id !== userId) throw transactionNotFound();
  return found;
}

/** The caller's newest Unconfirmed transfer, read as `ownTransferWithLiveCode` reads one; none when there is none. */
async function newestUnconfirmedWithLiveCode(
  ctx: AppContext,
  userId: string,
): Promise<Partial<TransferWithLiveCode>> {
  const newest = await findNewestUnconfirmedTransfer(ctx.db, userId);
  return newest ? ownTransferWithLiveCode(ctx, userId, newest.transaction_id) : {};
}

async function triesUsedUp(ctx: AppContext, userId: string, transferId: string): Promise<boolean> {
  const code = await findLiveVerification(ctx.db, userId, "transfer", ctx.clock.now(), transferId);
  return code !== undefined && code.attempts >= limits.codeMaxAttempts;
}

async function cancelUnconfirmed(
  ctx: AppContext,
  user: User,
  transfer: Transfer,
  why: Pick<Cancellation, "reason" | "reasonForOwner">,
) {
  try {
    await retryingTrx(ctx.db, (trx) =>
      cancelWithin(trx, ctx, { transferId: transfer.id, from: ["Unconfirmed"], ...why, owner: user }),
    );
    announce(ctx, [user.id]);
  } catch (error) {
    // A rival request or the expiry sweep moved it first; the caller's answer stands either way.
    if (!(error instanceof AppError && error.code === "conflict")) throw error;
  }
}
