import { randomUUID } from "node:crypto";
import { dollarsToCents } from "@larkspur/shared/money";
import type { ApproveTransferResponse } from "@larkspur/shared/schemas/admin";
import type { DepositBody, TransactionItem } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import type { Transfer, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { findReplay, type IdempotentRequest, runOnce } from "../idempotency/idempotency.service";
import { completeTransfer, customerAccountOf, deposit } from "../ledger/ledger.service";
import { newTransactionId, retryOnTransactionIdClash } from "../transfers/transaction-id";
import { cancelWithin } from "../transfers/transfer-cancellation";
import { transactionNotFound, wrongStatus } from "../transfers/transfer-errors";
import { transferMails } from "../transfers/transfer-mails";
import { toTransactionItem } from "../transfers/transfer-view";
import {
  findTransferByTransactionId,
  insertTransfer,
  lockTransfer,
  transitionTransfer,
} from "../transfers/transfers.repo";
import { findUserById } from "../users/users.repo";
import { countApprovals, recordApproval } from "./approvals.repo";
import { insertAuditEntry } from "./audit.repo";

/**
 * What operators do to customers' money; the back office exposes these. Each decision is one trx guarded by
 * the transfer's current status, so of two rival decisions exactly one wins and the other gets a 409.
 */

/** Where the audit log says an action came from when it did not come over HTTP (the CLI, the demo seed). */
const SYSTEM_ORIGIN = "system";

const noSuchCustomer = () => new AppError("not_found", "No such customer.");

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

/** Above the four-eyes threshold a transfer needs two different operators' approvals. */
export function approvalsRequired(ctx: AppContext, amount: bigint): number {
  return amount > ctx.config.FOUR_EYES_THRESHOLD ? 2 : 1;
}

/**
 * Records the operator's approval; the approval that reaches the required count completes the transfer: Pending →
 * Completed, the held amount leaves the customer for settlement. The transfer row is locked first, so rival
 * approvals count one after the other and only one of them completes it.
 */
export async function approveTransfer(
  ctx: AppContext,
  operator: User,
  transactionId: string,
  ip = SYSTEM_ORIGIN,
): Promise<ApproveTransferResponse> {
  const { transfer, owner } = await transferWithOwner(ctx, transactionId);
  const required = approvalsRequired(ctx, transfer.amount);
  const outcome = await retryingTrx(ctx.db, async (trx) => {
    const current = await lockTransfer(trx, transfer.id);
    if (current?.status !== "Pending") throw wrongStatus(current?.status ?? transfer.status);
    if (!(await recordApproval(trx, current.id, operator.id))) {
      throw new AppError(
        "conflict",
        "You have already approved this transfer. Another operator must approve it too.",
      );
    }
    const approvals = await countApprovals(trx, current.id);
    const completes = approvals >= required;
    const after = completes
      ? await transitionTransfer(trx, current.id, "Pending", "Completed", { decidedBy: operator.id })
      : current;
    if (!after) throw wrongStatus(current.status);
    if (completes) {
      await completeTransfer(trx, {
        transferId: after.id,
        accountId: after.account_id,
        amount: after.amount,
      });
      await ctx.mailer.enqueue(trx, transferMails.completed(owner, after));
    }
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: completes ? "transfer.approve" : "transfer.approve-first",
      subjectType: "transfer",
      subjectId: current.transaction_id,
      before: { status: current.status, approvals: approvals - 1 },
      after: { status: after.status, approvals },
      ip,
    });
    return { transfer: after, approvals, completes };
  });
  if (outcome.completes) ctx.mailer.deliverSoon();
  return {
    transaction: toTransactionItem(outcome.transfer),
    approvals: outcome.approvals,
    approvalsRequired: required,
    completed: outcome.completes,
  };
}

/**
 * Pending → Cancelled with the operator's reason, which stays in the back office; the customer is told only that the
 * review did not approve it. The hold is released.
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
    const result = await cancelWithin(trx, ctx, {
      transferId: transfer.id,
      from: ["Pending"],
      reason,
      reasonForOwner: "It was not approved in our review.",
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
  ctx.mailer.deliverSoon();
  return toTransactionItem(cancelled);
}

/**
 * Credits a customer from the funding account; the customer sees a Completed Deposit. With an idempotency key (the
 * back office's request header), a repeated request credits once.
 */
export async function depositFunds(
  ctx: AppContext,
  operator: User,
  customerId: string,
  body: DepositBody,
  idempotencyKey?: string,
  ip = SYSTEM_ORIGIN,
): Promise<TransactionItem> {
  if (!isUuid(customerId)) throw noSuchCustomer();
  const amount = dollarsToCents(body.amount);
  if (amount === null) throw new AppError("validation_error", "Amount can have at most 2 decimals");
  const request: IdempotentRequest = {
    userId: operator.id,
    key: idempotencyKey,
    scope: "deposit",
    request: { customerId, amount, description: body.description },
  };
  const earlier = await findReplay<TransactionItem>(ctx.db, request);
  if (earlier) return earlier;
  const owner = await findUserById(ctx.db, customerId);
  if (owner?.role !== "customer") throw noSuchCustomer();
  const account = await customerAccountOf(ctx.db, owner.id);
  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnce(ctx.db, request, async (trx) => {
      const credited = await insertDeposit(trx, owner, account.id, amount, body.description, operator.id);
      await deposit(trx, { transferId: credited.id, accountId: account.id, amount });
      await ctx.mailer.enqueue(trx, transferMails.deposit(owner, credited));
      await insertAuditEntry(trx, {
        actorId: operator.id,
        action: "customer.deposit",
        subjectType: "user",
        subjectId: owner.id,
        after: { transactionId: credited.transaction_id, amount: body.amount, description: body.description },
        ip,
      });
      return toTransactionItem(credited);
    }),
  );
  if (!replayed) ctx.mailer.deliverSoon();
  return answer;
}

function insertDeposit(
  trx: Parameters<typeof insertTransfer>[0],
  owner: User,
  accountId: string,
  amount: bigint,
  description: string,
  operatorId: string,
): Promise<Transfer> {
  const now = new Date();
  return insertTransfer(trx, {
    id: randomUUID(),
    transaction_id: newTransactionId(now),
    user_id: owner.id,
    account_id: accountId,
    type: "Deposit",
    status: "Completed",
    amount,
    description,
    transfer_option: null,
    account_name: null,
    account_number: null,
    bank_name: null,
    account_type: null,
    routing_number: null,
    swift_code: null,
    country: null,
    expires_at: null,
    cancel_reason: null,
    decided_by: operatorId,
    created_at: now,
    updated_at: now,
  });
}
