import { type Kysely, sql } from "kysely";

/** A code may also confirm a new e-mail address: the address is its subject, so it confirms that one only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verifications drop constraint verifications_purpose_check`.execute(db);
  await sql`alter table verifications add constraint verifications_purpose_check
    check (purpose in ('signup', 'transfer', 'password_reset', 'email_change'))`.execute(db);
}
