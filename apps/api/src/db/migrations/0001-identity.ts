import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("middle_name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("address", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("occupation", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("picture", "text")
    .addColumn("account_number", "text", (col) => col.notNull().unique())
    .addColumn("role", "text", (col) =>
      col.notNull().defaultTo("customer").check(sql`role in ('customer', 'operator', 'admin')`),
    )
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("active").check(sql`status in ('active', 'disabled')`),
    )
    .addColumn("transfer_disabled", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("email_verified_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("users_email_lower_case", sql`email = lower(email)`)
    .addCheckConstraint("users_account_number_format", sql`account_number ~ '^9[0-9]{11}$'`)
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("user_agent", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("verifications")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (col) =>
      col.notNull().check(sql`purpose in ('signup', 'transfer', 'password_reset')`),
    )
    .addColumn("subject_id", "text")
    .addColumn("secret_hash", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("verifications_user_purpose")
    .on("verifications")
    .columns(["user_id", "purpose", "created_at"])
    .execute();
  await db.schema
    .createIndex("verifications_secret_hash")
    .on("verifications")
    .column("secret_hash")
    .execute();

  await db.schema
    .createTable("login_throttles")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("locked_until", "timestamptz")
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("dev_mailbox")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("html", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("dev_mailbox_to_created")
    .on("dev_mailbox")
    .columns(["to_address", "created_at"])
    .execute();
}
