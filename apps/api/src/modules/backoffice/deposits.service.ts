import { randomUUID } from "node:crypto";
import { type Currency, exponentOf, mainCurrency } from "@larkspur/shared/currencies";
import { toMinorUnits } from "@larkspur/shared/money";
import type { DepositBody, TransactionItem } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import type { Transfer, Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { insertAuditEntry } from "../audit";
import { findReplay, type IdempotentRequest, runOnce } from "../idempotency";
import { customerAccountOf, deposit, openAccountIn } from "../ledger";
import { announce, notify } from "../notifications";
import {
  insertTransfer,
  lockTransfer,
  newTransactionId,
  noBankAccount,
  type Owner,
  retryOnTransactionIdClash,
  toTransactionItem,
  transactionNotFound,
  transferNotices,
  transitionTransfer,
  wrongStatus,
} from "../transfers";
import { findUserById } from "../users";
import { recordApproval } from "./approvals.repo";
import { approvalsRequired, SYSTEM_ORIGIN } from "./four-eyes";

const noSuchCustomer = () => new AppError("not_found", "error.noSuchCustomer");

/**
 * An operator credits a customer from the funding account; the customer sees a Completed Deposit. Above the
 * four-eyes threshold the deposit waits, Pending and uncredited, in the review queue with the requesting operator's
 * approval as the first of two: a second operator's approval credits it (`approveTransfer`). With an idempotency key
 * (the back office's request header), a repeated request deposits once.
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
  const currency = body.currency ?? mainCurrency;
  const amount = toMinorUnits(body.amount, exponentOf(currency));
  if (amount === null) throw new AppError("validation_error", "error.amountDecimals");
  const request: IdempotentRequest = {
    userId: operator.id,
    key: idempotencyKey,
    scope: "deposit",
    request: { customerId, amount, description: body.description, ...(body.currency && { currency }) },
  };
  const earlier = await findReplay<TransactionItem>(ctx.db, request);
  if (earlier) return earlier;
  const owner = await findUserById(ctx.db, customerId);
  if (owner?.role !== "customer") throw noSuchCustomer();
  const main = currency === mainCurrency ? await customerAccountOf(ctx.db, owner.id) : undefined;
  const waits = approvalsRequired(ctx, { amount, currency }) > 1;
  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnce(ctx.db, request, async (trx) => {
      const status = waits ? "Pending" : "Completed";
      // A deposit in another currency opens that balance when the customer has none open.
      const account = main ?? (await openAccountIn(trx, owner.id, currency)).account;
      const created = await insertDeposit(trx, {
        owner,
        accountId: account.id,
        currency,
        amount,
        body,
        operator,
        status,
        now: ctx.clock.now(),
      });
      if (waits) await recordApproval(trx, created.id, operator.id);
      else await creditDeposit(trx, ctx, owner, created, { initiatedBy: operator.id, approvedBy: null });
      await insertAuditEntry(trx, {
        actorId: operator.id,
        action: waits ? "customer.deposit-requested" : "customer.deposit",
        subjectType: "user",
        subjectId: owner.id,
        after: {
          transactionId: created.transaction_id,
          amount: body.amount,
          currency,
          description: body.description,
          status,
        },
        ip,
      });
      return toTransactionItem(created);
    }),
  );
  if (!replayed && !waits) announce(ctx, [owner.id]);
  return answer;
}

/**
 * The deposit's money reaches the customer, in the caller's trx: its journal entry, the customer's notification and
 * e-mail. The ledger refuses it unless the operators named approved it as the four-eyes rule asks.
 */
export async function creditDeposit(
  trx: Trx,
  ctx: AppContext,
  owner: Owner,
  credited: Transfer,
  operators: { initiatedBy: string; approvedBy: string | null },
): Promise<void> {
  // A balance closed while its deposit waited for approval is opened again to receive it.
  if (credited.currency !== mainCurrency) await openAccountIn(trx, credited.user_id, credited.currency);
  await deposit(
    trx,
    { transferId: credited.id, accountId: credited.account_id, amount: credited.amount },
    { ...operators, threshold: ctx.config.FOUR_EYES_THRESHOLD },
  );
  await notify(trx, ctx, [transferNotices.deposit(owner, credited)]);
}

/** Pending → Cancelled: the deposit is never credited. Nothing moved, so nothing moves back. */
export async function declineDeposit(
  trx: Trx,
  depositId: string,
  decision: { reason: string; operatorId: string; now: Date },
): Promise<Transfer> {
  const current = await lockTransfer(trx, depositId);
  if (!current) throw transactionNotFound();
  const declined =
    current.status === "Pending"
      ? await transitionTransfer(trx, current.id, "Pending", "Cancelled", decision.now, {
          cancelReason: decision.reason,
          decidedBy: decision.operatorId,
        })
      : undefined;
  if (!declined) throw wrongStatus(current.status);
  return declined;
}

function insertDeposit(
  trx: Trx,
  deposit: {
    owner: User;
    accountId: string;
    currency: Currency;
    amount: bigint;
    body: DepositBody;
    operator: User;
    status: "Pending" | "Completed";
    now: Date;
  },
): Promise<Transfer> {
  const { now } = deposit;
  return insertTransfer(trx, {
    id: randomUUID(),
    transaction_id: newTransactionId(now),
    user_id: deposit.owner.id,
    account_id: deposit.accountId,
    currency: deposit.currency,
    type: "Deposit",
    status: deposit.status,
    amount: deposit.amount,
    description: deposit.body.description,
    ...noBankAccount,
    expires_at: null,
    cancel_reason: null,
    // A waiting deposit is decided by the operator who approves or rejects it.
    decided_by: deposit.status === "Completed" ? deposit.operator.id : null,
    created_at: now,
    updated_at: now,
  });
}
