import type { Currency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import type { AppContext } from "../../context";
import type { Transfer, Trx } from "../../db/types";
import { invalidCode } from "../auth";
import { holdForTransfer } from "../ledger";
import { assertFits, limitCentsOf } from "../limits";
import { noticeRecordsOf } from "../notifications";
import { confirmUnconfirmed, useCodeLockingLimits } from "./confirmation.repo";
import { transactionNotFound, wrongStatus } from "./transfer-errors";
import { type Owner, transferNotices } from "./transfer-mails";
import { lockTransfer } from "./transfers.repo";

/**
 * Unconfirmed → Pending with the amount held, inside the caller's trx, in three statements. The first uses the code
 * and locks the customer's limits row, so rivals (transfers and payments alike) queue there and each counts every one
 * that passed before it. The second moves the transfer with its status-guarded update (its row locked before the
 * account, the order every transition keeps), stamps its money as gone out, writes the notification and its mail,
 * and reads what else counts against the limits, which are checked before the third: the hold, which re-checks the
 * available balance under the account's lock. The account is locked last, so a busy account is held for as short a
 * time as possible.
 * `transfer` is the row as read when the code was checked: what a transfer sends, to whom and from where never
 * changes, and its status is checked again by the update.
 */
export async function submitWithin(
  trx: Trx,
  ctx: AppContext,
  owner: Owner,
  transfer: Transfer,
  verificationId: string,
): Promise<Transfer> {
  const submittedAt = ctx.clock.now();
  const codeUsed = await useCodeLockingLimits(trx, {
    verificationId,
    ownerId: transfer.user_id,
    now: submittedAt,
    maxAttempts: limits.codeMaxAttempts,
  });
  if (!codeUsed) throw invalidCode();
  const moneyOutAt = ctx.clock.now();
  const limitCents = await limitCentsOf(trx, transfer.currency as Currency, transfer.amount);
  const pending: Transfer = {
    ...transfer,
    status: "Pending",
    expires_at: null,
    updated_at: submittedAt,
    money_out_at: moneyOutAt,
    limit_cents: limitCents,
  };
  const { moved, moneyOut } = await confirmUnconfirmed(
    trx,
    { id: transfer.id, ownerId: transfer.user_id, to: "Pending", at: submittedAt, moneyOutAt, limitCents },
    noticeRecordsOf(ctx, [transferNotices.pending(owner, pending)]),
  );
  if (!moved) {
    const current = await lockTransfer(trx, transfer.id);
    if (!current) throw transactionNotFound();
    throw wrongStatus(current.status);
  }
  // Money out of any balance counts at its dollar value (docs/product.md, Limits on money out).
  assertFits(ctx, moneyOut, limitCents);
  await holdForTransfer(trx, {
    transferId: transfer.id,
    accountId: transfer.account_id,
    amount: transfer.amount,
  });
  return pending;
}
