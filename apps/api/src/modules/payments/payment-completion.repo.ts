import { type Kysely, sql } from "kysely";
import { compiledOnce, oneRowOf } from "../../db/compiled-once";
import type { Database, Trx } from "../../db/types";
import { type CodeAndLimits, usingCodeLockingLimits } from "../transfers/confirmation.repo";
import { type PayeeAccount, payees } from "./payees.repo";

const codeUseLockingLimitsReadingPayee = compiledOnce(
  (
    db: Kysely<Database>,
    verificationId: string,
    ownerId: string,
    now: Date,
    maxAttempts: number,
    payeeId: string,
  ) =>
    usingCodeLockingLimits(db, { verificationId, ownerId, now, maxAttempts })
      .with("payee", () => payees(db).where("users.id", "=", payeeId))
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom("used").select("id")).as("codeUsed"),
        eb.selectFrom("payee").select(sql<PayeeAccount>`to_jsonb(payee)`.as("payee")).as("payee"),
      ]),
);

/**
 * A payment's first statement when its code comes back: uses the code, locks the payer's limits row
 * (`usingCodeLockingLimits`) and reads the payee it names. `codeUsed` is false when the code was used or out of
 * tries; `payee` is undefined when they are no longer a payee.
 */
export async function useCodeLockingLimitsReadingPayee(
  trx: Trx,
  at: CodeAndLimits & { payeeId: string },
): Promise<{ codeUsed: boolean; payee: PayeeAccount | undefined }> {
  const row = await oneRowOf(
    trx,
    codeUseLockingLimitsReadingPayee(trx, at.verificationId, at.ownerId, at.now, at.maxAttempts, at.payeeId),
  );
  return { codeUsed: Boolean(row.codeUsed), payee: row.payee ?? undefined };
}
