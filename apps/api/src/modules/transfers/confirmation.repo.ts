import type { RawBuilder } from "kysely";
import type { Trx } from "../../db/types";
import { codeConsumption } from "../auth/verifications.repo";
import { limitsRowLock, type MoneyOut, moneyOutColumns } from "../limits/limits.repo";

/** What the first statement of a confirmation is given: the code to use and whose limits to lock. */
export interface CodeAndLimits {
  verificationId: string;
  ownerId: string;
  now: Date;
  maxAttempts: number;
}

/**
 * The first statement when a transfer's or payment's code comes back, as CTEs the caller ends with its own select:
 * `used` holds the code's id once this try used it (none when it was used, or out of tries), and the owner's limits
 * row is locked, so the next statement's snapshot holds every rival that spent within them before.
 */
export const usingCodeLockingLimits = (trx: Trx, at: CodeAndLimits) =>
  trx
    .with("used", (db) => codeConsumption(db, at.verificationId, at.now, at.maxAttempts))
    .with("limits", (db) => limitsRowLock(db, at.ownerId));

/** `usingCodeLockingLimits` on its own: false when the code was used or out of tries. */
export async function useCodeLockingLimits(trx: Trx, at: CodeAndLimits): Promise<boolean> {
  const row = await usingCodeLockingLimits(trx, at)
    .selectNoFrom((eb) => eb.exists(eb.selectFrom("used").select("id")).as("codeUsed"))
    .executeTakeFirstOrThrow();
  return Boolean(row.codeUsed);
}

/**
 * Unconfirmed → `to` for the owner's transfer or payment with its money stamped as gone out, its notifications and
 * their mails written, and what else counts against the owner's limits read with this statement's snapshot (the
 * caller took the limits lock in an earlier one), all in one statement. `moved` is false when it was not
 * Unconfirmed; then, as when it is over a limit, the caller must end the trx without committing.
 */
export async function confirmUnconfirmed(
  trx: Trx,
  transfer: { id: string; ownerId: string; to: "Pending" | "Completed"; at: Date; moneyOutAt: Date },
  notices: { rows: RawBuilder<{ id: string }>; mails: RawBuilder<{ id: string }> },
): Promise<{ moved: boolean; moneyOut: MoneyOut }> {
  const { id, ownerId, to, at, moneyOutAt } = transfer;
  const row = await trx
    .with("moved", (db) =>
      db
        .updateTable("transfers")
        .set({ status: to, expires_at: null, updated_at: at, money_out_at: moneyOutAt })
        .where("id", "=", id)
        .where("status", "=", "Unconfirmed")
        .returning("id"),
    )
    .with("notices", () => notices.rows)
    .with("mails", () => notices.mails)
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("moved").select("id")).as("moved"),
      ...moneyOutColumns(ownerId, moneyOutAt, id),
    ])
    .executeTakeFirstOrThrow();
  const { moved, ...moneyOut } = row;
  return { moved: Boolean(moved), moneyOut: moneyOut as MoneyOut };
}
