import type { Kysely } from "kysely";
import type { ConversionQuote, Database, Trx } from "../../db/types";

type Db = Kysely<Database>;

export function insertQuote(db: Db, quote: Omit<ConversionQuote, "used_at" | "created_at">): Promise<void> {
  return db
    .insertInto("conversion_quotes")
    .values(quote)
    .execute()
    .then(() => undefined);
}

/** Uses the caller's quote if it is unused and unexpired at `now`, in one conditional update; else undefined. */
export function claimQuote(trx: Trx, quoteId: string, userId: string, now: Date) {
  return trx
    .updateTable("conversion_quotes")
    .set({ used_at: now })
    .where("id", "=", quoteId)
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
}

export function findQuote(db: Db, quoteId: string, userId: string) {
  return db
    .selectFrom("conversion_quotes")
    .selectAll()
    .where("id", "=", quoteId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** Forgets quotes that ended before `before`; answers how many. */
export async function deleteQuotesEndedBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom("conversion_quotes").where("expires_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
