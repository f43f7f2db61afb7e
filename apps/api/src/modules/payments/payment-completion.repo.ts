import { type RawBuilder, sql } from "kysely";
import type { Trx } from "../../db/types";
import { codeConsumption } from "../auth/verifications.repo";
import { limitsRowLock, type MoneyOut, moneyOutColumns } from "../limits/limits.repo";
import { type PayeeAccount, payees } from "./payees.repo";

/**
 * A payment's first statement when its code comes back: uses the code, locks the payer's limits row (so the next
 * statement's snapshot holds every rival that spent within them before) and reads the payee it names. `codeUsed` is
 * false when the code was used or out of tries; `payee` is undefined when they are no longer a payee.
 */
export async function useCodeLockingLimits(
  trx: Trx,
  at: { verificationId: string; payerId: string; payeeId: string; now: Date; maxAttempts: number },
): Promise<{ codeUsed: boolean; payee: PayeeAccount | undefined }> {
  const row = await trx
    .with("used", (db) => codeConsumption(db, at.verificationId, at.now, at.maxAttempts))
    .with("limits", (db) => limitsRowLock(db, at.payerId))
    .with("payee", () => payees(trx).where("users.id", "=", at.payeeId))
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("used").select("id")).as("codeUsed"),
      eb.selectFrom("payee").select(sql<PayeeAccount>`to_jsonb(payee)`.as("payee")).as("payee"),
    ])
    .executeTakeFirstOrThrow();
  return { codeUsed: Boolean(row.codeUsed), payee: row.payee ?? undefined };
}

/**
 * Unconfirmed → Completed for the payer's payment with its money stamped as gone out, both sides' notifications and
 * their mails written, and what else counts against the payer's limits read with this statement's snapshot (the
 * caller took the limits lock in an earlier one), all in one statement. `moved` is false when the payment was not
 * Unconfirmed; then, as when the payment is over a limit, the caller must end the trx without committing.
 */
export async function completePaymentRow(
  trx: Trx,
  payment: { id: string; payerId: string; completedAt: Date; moneyOutAt: Date },
  notices: { rows: RawBuilder<{ id: string }>; mails: RawBuilder<{ id: string }> },
): Promise<{ moved: boolean; moneyOut: MoneyOut }> {
  const { id, payerId, completedAt, moneyOutAt } = payment;
  const row = await trx
    .with("moved", (db) =>
      db
        .updateTable("transfers")
        .set({ status: "Completed", expires_at: null, updated_at: completedAt, money_out_at: moneyOutAt })
        .where("id", "=", id)
        .where("status", "=", "Unconfirmed")
        .returning("id"),
    )
    .with("notices", () => notices.rows)
    .with("mails", () => notices.mails)
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("moved").select("id")).as("moved"),
      ...moneyOutColumns(payerId, moneyOutAt, id),
    ])
    .executeTakeFirstOrThrow();
  const { moved, ...moneyOut } = row;
  return { moved: Boolean(moved), moneyOut: moneyOut as MoneyOut };
}
