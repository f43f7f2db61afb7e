import type { ApproveTransferResponse } from "@larkspur/shared/schemas/admin";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import type { Transfer, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { retryingTrx } from "../../lib/retrying-trx";
import { insertAuditEntry } from "../audit";
import { completeTransfer } from "../ledger";
import { announce, notify } from "../notifications";
import {
  cancelWithin,
  findTransferByTransactionId,
  lockTransfer,
  toTransactionItem,
  transactionNotFound,
  transferNotices,
  transitionTransfer,
  wrongStatus,
} from "../transfers";
import { findUserById } from "../users";
import { approversOf, recordApproval } from "./approvals.repo";
import { creditDeposit, declineDeposit } from "./deposits.service";
import { approvalsRequired, SYSTEM_ORIGIN } from "./four-eyes";

/**
 * What operators do to customers' money; the back office exposes these. Each decision is one trx guarded by
 * the transfer's current status, so of two rival decisions exactly one wins and the other gets a 409.
 */

/** Whose transfer this is, for the policy that keeps staff from deciding on their own money. */
export async function transferOwnerId(ctx: AppContext, transactionId: string): Promise<string | undefined> {
  return (await findTransferByTransactionId(ctx.db, transactionId))?.user_id;
}

async function transferWithOwner(ctx: AppContext, transactionId: string) {
  const transfer = await findTransferByTransactionId(ctx.db, transactionId);
  if (!transfer) throw transactionNotFound();
  const owner = await findUserById(ctx.db, transfer.user_id);
  if (!owner) throw transactionNotFound();
  return { transfer, owner };
}

/** The operator's approval is in already; of a deposit, the operator who asked for it gave the first. */
function alreadyApproved(transfer: Transfer): AppError {
  if (transfer.type === "Deposit") {
    return new AppError("forbidden", "error.ownDepositRequest");
  }
  return new AppError("conflict", "error.alreadyApproved");
}

/**
 * Records the operator's approval; the approval that reaches the required count completes the transfer: Pending →
 * Completed, the held amount leaves the customer for settlement, or a waiting deposit is credited. The transfer row
 * is locked first, so rival approvals count one after the other and only one of them completes it.
 */
export async function approveTransfer(
  ctx: AppContext,
  operator: User,
  transactionId: string,
  ip = SYSTEM_ORIGIN,
): Promise<ApproveTransferResponse> {
  const { transfer, owner } = await transferWithOwner(ctx, transactionId);
  const required = approvalsRequired(ctx, transfer);
  const outcome = await retryingTrx(ctx.db, async (trx) => {
    const current = await lockTransfer(trx, transfer.id);
    if (current?.status !== "Pending") throw wrongStatus(current?.status ?? transfer.status);
    if (!(await recordApproval(trx, current.id, operator.id))) throw alreadyApproved(current);
    const approvers = await approversOf(trx, current.id);
    const approvals = approvers.length;
    const completes = approvals >= required;
    const after = completes
      ? await transitionTransfer(trx, current.id, "Pending", "Completed", ctx.clock.now(), {
          decidedBy: operator.id,
        })
      : current;
    if (!after) throw wrongStatus(current.status);
    if (completes && after.type === "Deposit") {
      // The operator who asked for the deposit gave its first approval.
      const initiatedBy = approvers[0] ?? operator.id;
      const approvedBy = initiatedBy === operator.id ? null : operator.id;
      await creditDeposit(trx, ctx, owner, after, { initiatedBy, approvedBy });
    }
    if (completes && after.type === "Withdrawal") {
      await completeTransfer(trx, {
        transferId: after.id,
        accountId: after.account_id,
        amount: after.amount,
      });
      await notify(trx, ctx, [transferNotices.completed(owner, after)]);
    }
    const kind = after.type === "Deposit" ? "deposit" : "transfer";
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: completes ? `${kind}.approve` : `${kind}.approve-first`,
      subjectType: "transfer",
      subjectId: current.transaction_id,
      before: { status: current.status, approvals: approvals - 1 },
      after: { status: after.status, approvals },
      ip,
    });
    return { transfer: after, approvals, completes };
  });
  if (outcome.completes) announce(ctx, [owner.id]);
  return {
    transaction: toTransactionItem(outcome.transfer),
    approvals: outcome.approvals,
    approvalsRequired: required,
    completed: outcome.completes,
  };
}

/**
 * Pending → Cancelled with the operator's reason, which stays in the back office; the customer is told only that the
 * review did not approve it. The hold is released. A waiting deposit is simply never credited.
 */
export async function rejectTransfer(
  ctx: AppContext,
  operator: User,
  transactionId: string,
  reason: string,
  ip = SYSTEM_ORIGIN,
): Promise<TransactionItem> {
  const { transfer, owner } = await transferWithOwner(ctx, transactionId);
  const cancelled = await retryingTrx(ctx.db, async (trx) => {
    const result =
      transfer.type === "Deposit"
        ? await declineDeposit(trx, transfer.id, { reason, operatorId: operator.id, now: ctx.clock.now() })
        : await cancelWithin(trx, ctx, {
            transferId: transfer.id,
            from: ["Pending"],
            reason,
            reasonForOwner: { id: "mail.cancelReason.notApproved" },
            owner,
            decidedBy: operator.id,
          });
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "transfer.reject",
      subjectType: "transfer",
      subjectId: result.transaction_id,
      before: { status: "Pending" },
      after: { status: result.status },
      reason,
      ip,
    });
    return result;
  });
  announce(ctx, [owner.id]);
  return toTransactionItem(cancelled);
}
