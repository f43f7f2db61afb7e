import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

/** How the audit log names the system when it acted on its own. */
export const SYSTEM_ACTOR = "Larkspur (system)";

export interface AuditEntry {
  /** Null when the system acted on its own. */
  actorId: string | null;
  action: string;
  subjectType: "user" | "transfer" | "rates" | "bank-statement" | "money-in" | "payment-batch";
  subjectId: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
  ip: string;
}

/**
 * Written in the same trx as the action, so the record exists exactly when the action happened; the actor's address
 * is copied from their row in that trx.
 */
export async function insertAuditEntry(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_id: entry.actorId,
      actor_email: (eb) =>
        entry.actorId === null
          ? eb.val(SYSTEM_ACTOR)
          : eb.selectFrom("users").select("email").where("id", "=", entry.actorId),
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
      ip: entry.ip,
    })
    .execute();
}

/** `%text%` for LIKE, the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** The ids of the people a search names: a part of their name, their e-mail, or their account number. */
function peopleNamed(db: Kysely<Database>, search: string) {
  return db
    .selectFrom("users")
    .select(sql<string>`users.id::text`.as("id"))
    .where((eb) =>
      eb.or([
        eb(sql`lower(users.email)`, "=", search.toLowerCase()),
        eb("users.account_number", "=", search),
        eb(sql`users.first_name || ' ' || users.last_name`, "ilike", containing(search)),
      ]),
    );
}

/**
 * The log, newest first, with the actor's name and the subject's: a person by their name, e-mail and account
 * number, a transfer by its transaction id and its owner. Filters name people as staff know them (a part of a name,
 * an e-mail, an account number; a person's transfers come with them), anything else by its transaction id or
 * reference; ids still match.
 */
export function listAuditEntries(
  db: Kysely<Database>,
  filter: { actor?: string; subject?: string; beforeId?: bigint; limit: number },
) {
  let query = db
    .selectFrom("audit_log")
    .leftJoin("users as actor", "actor.id", "audit_log.actor_id")
    // A transfer is recorded by its transaction id, a person by their uuid; other subjects' ids are no uuid, so
    // the cast happens only for a person.
    .leftJoin("movement_rows as subject_transfer", (join) =>
      join
        .onRef("subject_transfer.transaction_id", "=", "audit_log.subject_id")
        .on("audit_log.subject_type", "=", "transfer"),
    )
    .leftJoin("users as subject_user", (join) =>
      join.on(
        "subject_user.id",
        "=",
        sql<string>`coalesce(subject_transfer.user_id, case when audit_log.subject_type = 'user' then audit_log.subject_id::uuid end)`,
      ),
    )
    .selectAll("audit_log")
    .select([
      sql<string | null>`actor.first_name || ' ' || actor.last_name`.as("actor_name"),
      sql<string | null>`subject_user.first_name || ' ' || subject_user.last_name`.as("subject_name"),
      "subject_user.email as subject_email",
      "subject_user.role as subject_role",
      "subject_user.account_number as subject_account_number",
      "subject_transfer.transaction_id as subject_transaction_id",
    ])
    .orderBy("audit_log.id", "desc")
    .limit(filter.limit);
  const { actor, subject } = filter;
  if (actor) {
    query = query.where((eb) =>
      eb.or([
        eb(sql`audit_log.actor_id::text`, "in", peopleNamed(db, actor)),
        eb("audit_log.actor_email", "ilike", containing(actor)),
        eb(sql`audit_log.actor_id::text`, "=", actor),
      ]),
    );
  }
  if (subject) {
    query = query.where((eb) =>
      eb.or([
        eb("audit_log.subject_id", "=", subject),
        eb("audit_log.subject_id", "in", peopleNamed(db, subject)),
        eb(
          "audit_log.subject_id",
          "in",
          db
            .selectFrom("movement_rows")
            .select("movement_rows.transaction_id")
            .where(sql`movement_rows.user_id::text`, "in", peopleNamed(db, subject)),
        ),
      ]),
    );
  }
  if (filter.beforeId !== undefined) query = query.where("audit_log.id", "<", filter.beforeId);
  return query.execute();
}

/** The latest hold put on the user's transfers: who put it (null for the system) and the reason recorded. */
export function latestTransferHold(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("audit_log")
    .select(["actor_id", "reason"])
    .where("subject_id", "=", userId)
    .where("action", "=", "customer.hold-transfers")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** When each `action` on the subject since `since` was recorded, the oldest first. */
export async function recentActionTimes(
  db: Kysely<Database>,
  subjectId: string,
  action: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select("created_at")
    .where("subject_id", "=", subjectId)
    .where("action", "=", action)
    .where("created_at", ">", since)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.created_at);
}
