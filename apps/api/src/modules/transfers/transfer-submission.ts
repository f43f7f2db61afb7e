import type { AppContext } from "../../context";
import type { Transfer, Trx } from "../../db/types";
import { holdForTransfer } from "../ledger/ledger.service";
import { spendWithinLimits } from "../limits/limits.service";
import { notify } from "../notifications/notifications.service";
import { transactionNotFound, wrongStatus } from "./transfer-errors";
import { type Owner, transferNotices } from "./transfer-mails";
import { lockTransfer, transitionTransfer } from "./transfers.repo";

/**
 * Unconfirmed → Pending with the amount held, inside the caller's trx. The guarded update locks the transfer
 * row before the account (the order every transition keeps); the limits on money out are checked under the customer's
 * limits lock, and the hold re-checks the available balance under the account's lock. The account is locked last,
 * after the notification and its mail are written, so a busy account is held for as short a time as possible.
 */
export async function submitWithin(
  trx: Trx,
  ctx: AppContext,
  owner: Owner,
  transferId: string,
): Promise<Transfer> {
  const pending = await transitionTransfer(trx, transferId, "Unconfirmed", "Pending");
  if (!pending) {
    const current = await lockTransfer(trx, transferId);
    if (!current) throw transactionNotFound();
    throw wrongStatus(current.status);
  }
  await notify(trx, ctx, [transferNotices.pending(owner, pending)]);
  await spendWithinLimits(trx, ctx, pending);
  await holdForTransfer(trx, { transferId, accountId: pending.account_id, amount: pending.amount });
  return pending;
}
