import { type Kysely, sql } from "kysely";

/**
 * Passkeys (WebAuthn credentials) and the challenges they answer. A challenge is single-use and short-lived, stored
 * by its hash; a second-step challenge names the pending sign-in it belongs to as its subject.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("passkeys")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("credential_id", "text", (col) => col.notNull().unique())
    .addColumn("public_key", "bytea", (col) => col.notNull())
    .addColumn("counter", "bigint", (col) => col.notNull().check(sql`counter >= 0`))
    .addColumn("transports", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("passkeys_user_id").on("passkeys").column("user_id").execute();
  await db.schema
    .createTable("passkey_challenges")
    .addColumn("challenge_hash", "text", (col) => col.primaryKey())
    .addColumn("purpose", "text", (col) =>
      col.notNull().check(sql`purpose in ('registration', 'sign_in', 'second_step')`),
    )
    .addColumn("user_id", "uuid", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("subject_id", "text")
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("passkey_challenges_expires_at")
    .on("passkey_challenges")
    .column("expires_at")
    .execute();
}
