import { sql } from "kysely";
import type { Trx } from "../../db/types";
import { type CodeAndLimits, usingCodeLockingLimits } from "../transfers/confirmation.repo";
import { type PayeeAccount, payees } from "./payees.repo";

/**
 * A payment's first statement when its code comes back: uses the code, locks the payer's limits row
 * (`usingCodeLockingLimits`) and reads the payee it names. `codeUsed` is false when the code was used or out of
 * tries; `payee` is undefined when they are no longer a payee.
 */
export async function useCodeLockingLimitsReadingPayee(
  trx: Trx,
  at: CodeAndLimits & { payeeId: string },
): Promise<{ codeUsed: boolean; payee: PayeeAccount | undefined }> {
  const row = await usingCodeLockingLimits(trx, at)
    .with("payee", () => payees(trx).where("users.id", "=", at.payeeId))
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("used").select("id")).as("codeUsed"),
      eb.selectFrom("payee").select(sql<PayeeAccount>`to_jsonb(payee)`.as("payee")).as("payee"),
    ])
    .executeTakeFirstOrThrow();
  return { codeUsed: Boolean(row.codeUsed), payee: row.payee ?? undefined };
}
