import { type Kysely, sql } from "kysely";

/**
 * The browsers each account has signed in from (a long-lived cookie's hash, so a new one can be told from a known
 * one without trusting the IP), and each customer's three security questions with their answers hashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("known_devices")
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("device_hash", "text", (col) => col.notNull())
    .addColumn("first_seen_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("known_devices_pkey", ["user_id", "device_hash"])
    .execute();

  await db.schema
    .createTable("security_questions")
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("position", "smallint", (col) => col.notNull().check(sql`position between 1 and 3`))
    .addColumn("question", "text", (col) => col.notNull())
    .addColumn("answer_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("security_questions_pkey", ["user_id", "position"])
    .addUniqueConstraint("security_questions_user_question", ["user_id", "question"])
    .execute();

  // Back-office answer checks are counted per customer over the last hour from the audit log.
  await db.schema
    .createIndex("audit_log_subject_action")
    .on("audit_log")
    .columns(["subject_id", "action", "created_at"])
    .execute();
}
