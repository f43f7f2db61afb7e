import type { TransactionStatus } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import type { Transfer, Trx } from "../../db/types";
import type { Text } from "../../lib/i18n";
import { releaseTransfer } from "../ledger";
import { notify } from "../notifications";
import { transactionNotFound, wrongStatus } from "./transfer-errors";
import { type Owner, transferNotices } from "./transfer-mails";
import { lockTransfer, transitionTransfer } from "./transfers.repo";

export interface Cancellation {
  transferId: string;
  /** The statuses this kind of cancellation may start from, e.g. only Pending for an operator's rejection. */
  from: readonly TransactionStatus[];
  /** The reason recorded with the transfer, in English; an operator's stays in the back office. */
  reason: string;
  /** What the owner's notification and e-mail give as the reason, in the owner's language. */
  reasonForOwner: Text;
  owner: Owner;
  decidedBy?: string;
}

/**
 * Cancels a transfer inside the caller's trx: the row is locked first, so its status cannot move between the
 * check and the change; a Pending transfer's hold goes back to the available balance in the same trx.
 */
export async function cancelWithin(trx: Trx, ctx: AppContext, cancellation: Cancellation): Promise<Transfer> {
  const current = await lockTransfer(trx, cancellation.transferId);
  if (!current) throw transactionNotFound();
  if (current.type !== "Withdrawal" || !cancellation.from.includes(current.status)) {
    throw wrongStatus(current.status);
  }
  const cancelled = await transitionTransfer(trx, current.id, current.status, "Cancelled", ctx.clock.now(), {
    cancelReason: cancellation.reason,
    decidedBy: cancellation.decidedBy,
  });
  if (!cancelled) throw wrongStatus(current.status);
  if (current.status === "Pending") {
    await releaseTransfer(trx, {
      transferId: current.id,
      accountId: current.account_id,
      amount: current.amount,
    });
  }
  await notify(trx, ctx, [
    transferNotices.cancelled(cancellation.owner, cancelled, cancellation.reasonForOwner),
  ]);
  return cancelled;
}
