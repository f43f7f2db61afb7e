import { type Kysely, sql } from "kysely";

/**
 * The authenticator app (its secret encrypted, see `security/totp-secrets.ts`), the recovery codes (hashed) and the
 * sign-in's second step (its token hashed). A secret waits unconfirmed until the first right code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("totp_authenticators")
    .addColumn("user_id", "uuid", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret_encrypted", "text", (col) => col.notNull())
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("last_used_step", "bigint")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("recovery_codes_user_id").on("recovery_codes").column("user_id").execute();

  await db.schema
    .createTable("mfa_challenges")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("failures", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("user_agent", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("mfa_challenges_user_id").on("mfa_challenges").column("user_id").execute();
}
