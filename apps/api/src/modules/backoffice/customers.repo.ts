import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

/** Customers whose name, e-mail or account number contains the query, newest first. */
export async function searchCustomers(db: Db, query: string, page: { offset: number; limit: number }) {
  const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  let base = db.selectFrom("users").where("role", "=", "customer");
  if (query) {
    base = base.where((eb) =>
      eb.or([
        eb("email", "ilike", pattern),
        eb("account_number", "like", pattern),
        eb(sql<string>`first_name || ' ' || middle_name || ' ' || last_name`, "ilike", pattern),
        eb(sql<string>`first_name || ' ' || last_name`, "ilike", pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** A customer's sessions that are still live: not revoked, before their end and used since `idleSince`. */
export function liveSessionsOf(db: Db, userId: string, now: Date, idleSince: Date) {
  return db
    .selectFrom("sessions")
    .select(["id", "created_at", "expires_at", "ip", "user_agent"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .where("last_used_at", ">", idleSince)
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
}
