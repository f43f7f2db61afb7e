import { type Kysely, sql } from "kysely";

/**
 * Each user's language and time zone. Existing users keep English and the zone the settings card always showed;
 * the API checks a zone against the offered list, which may grow without a migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("language", "text", (col) =>
      col.notNull().defaultTo("en-US").check(sql`language in ('en-US', 'es', 'zh-CN', 'ru')`),
    )
    .addColumn("time_zone", "text", (col) => col.notNull().defaultTo("America/Guatemala"))
    .execute();
}
