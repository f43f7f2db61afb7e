import type { Currency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database, Transfer } from "../../db/types";
import { invalidCode } from "../auth";
import { type ConfirmationRefusal, submitTransfer } from "../ledger";
import { limitCentsOf, overLimitRefusal, standardLimits } from "../limits";
import { noticeRecordsOf } from "../notifications";
import { transactionNotFound, wrongStatus } from "./transfer-errors";
import { type Owner, transferNotices } from "./transfer-mails";

/**
 * Unconfirmed → Pending with the amount held, in one call of the ledger (`ledger_submit_transfer`, on `db` or inside a
 * caller's trx): it uses the code and locks the customer's limits row, so rivals (transfers and payments alike) queue
 * there and each counts every one that passed before it; moves the transfer with its money stamped as gone out; checks
 * the limits; and holds the amount, locking the account last so a busy account is held as briefly as possible. The
 * notification and its mail are written in the same statement.
 * `transfer` is the row as read when the code was checked: what a transfer sends, to whom and from where never
 * changes, and its status is checked again by the ledger.
 */
export async function submitWithin(
  db: Kysely<Database>,
  ctx: AppContext,
  owner: Owner,
  transfer: Transfer,
  verificationId: string,
): Promise<Transfer> {
  const submittedAt = ctx.clock.now();
  const limitCents = await limitCentsOf(db, transfer.currency as Currency, transfer.amount);
  const pending: Transfer = {
    ...transfer,
    status: "Pending",
    expires_at: null,
    updated_at: submittedAt,
    money_out_at: submittedAt,
    limit_cents: limitCents,
  };
  const refusal = await submitTransfer(
    db,
    {
      movementId: transfer.id,
      verificationId,
      ownerId: transfer.user_id,
      now: submittedAt,
      maxAttempts: limits.codeMaxAttempts,
      limitCents,
      standardLimits: standardLimits(ctx),
    },
    noticeRecordsOf(ctx, [transferNotices.pending(owner, pending)]),
  );
  if (refusal) throw confirmationRefused(ctx, refusal, limitCents);
  return pending;
}

/**
 * What the customer is told when the ledger refused to confirm their transfer or payment: a used code, a status that
 * moved on, or a limit it would pass (money out of any balance counts at its dollar value, `limitCents`).
 */
export function confirmationRefused(
  ctx: AppContext,
  refusal: ConfirmationRefusal,
  limitCents: bigint,
): Error {
  switch (refusal.refused) {
    case "code":
      return invalidCode();
    case "status":
      return refusal.status === "missing"
        ? transactionNotFound()
        : wrongStatus(refusal.status as Transfer["status"]);
    case "limits":
      return overLimitRefusal(ctx, refusal.moneyOut, limitCents);
  }
}
