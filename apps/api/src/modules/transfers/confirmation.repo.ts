import type { Kysely } from "kysely";
import { compiledOnce, oneRowOf } from "../../db/compiled-once";
import type { Database, Trx } from "../../db/types";
import { codeConsumption } from "../auth/verifications.repo";
import { limitsRowLock, type MoneyOut, moneyOutColumns, moneyOutOf } from "../limits/limits.repo";
import { noticeMailsInsert, notificationRowsInsert } from "../notifications/notifications.repo";

type Db = Kysely<Database>;

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
export const usingCodeLockingLimits = (db: Db, at: CodeAndLimits) =>
  db
    .with("used", (qc) => codeConsumption(qc, at.verificationId, at.now, at.maxAttempts))
    .with("limits", (qc) => limitsRowLock(qc, at.ownerId));

const confirmation = compiledOnce(
  (
    db: Db,
    id: string,
    ownerId: string,
    to: "Pending" | "Completed",
    at: Date,
    moneyOutAt: Date,
    limitCents: bigint,
    notices: string,
  ) =>
    db
      .with("moved", (qc) =>
        qc
          .updateTable("movements")
          .set({
            status: to,
            expires_at: null,
            updated_at: at,
            money_out_at: moneyOutAt,
            limit_cents: limitCents,
          })
          .where("id", "=", id)
          .where("status", "=", "Unconfirmed")
          .returning("id"),
      )
      .with("notices", () => notificationRowsInsert(notices))
      .with("mails", () => noticeMailsInsert(notices))
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom("moved").select("id")).as("moved"),
        ...moneyOutColumns(ownerId, moneyOutAt, id),
      ]),
);

/**
 * Unconfirmed → `to` for the owner's transfer or payment with its money stamped as gone out (when, and its dollar
 * value, `limitCents`, as the limits count it), its notifications and
 * their mails (`notices`, as `noticeRecordsOf` gives them) written, and what else counts against the owner's limits
 * read with this statement's snapshot (the caller took the limits lock in an earlier one), all in one statement.
 * `moved` is false when it was not Unconfirmed; then, as when it is over a limit, the caller must end the trx without
 * committing.
 */
export async function confirmUnconfirmed(
  trx: Trx,
  transfer: {
    id: string;
    ownerId: string;
    to: "Pending" | "Completed";
    at: Date;
    moneyOutAt: Date;
    limitCents: bigint;
  },
  notices: string,
): Promise<{ moved: boolean; moneyOut: MoneyOut }> {
  const { id, ownerId, to, at, moneyOutAt, limitCents } = transfer;
  const row = await oneRowOf(trx, confirmation(trx, id, ownerId, to, at, moneyOutAt, limitCents, notices));
  const { moved, ...moneyOut } = row;
  return { moved: Boolean(moved), moneyOut: moneyOutOf(moneyOut) };
}
