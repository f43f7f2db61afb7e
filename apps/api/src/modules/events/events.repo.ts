import type { Locale } from "@larkspur/shared/locales";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

/** The seq of the user's newest notification, 0 when they have none. */
export async function latestNotificationSeq(db: Db, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom("notifications")
    .select("seq")
    .where("user_id", "=", userId)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? BigInt(row.seq) : 0n;
}

/** The language the user reads the API in now. */
export async function readerLanguage(db: Db, userId: string): Promise<Locale> {
  const row = await db
    .selectFrom("users")
    .select("language")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.language;
}
