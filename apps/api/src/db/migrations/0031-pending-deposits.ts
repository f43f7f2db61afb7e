import { type Kysely, sql } from "kysely";

/**
 * A deposit above the four-eyes threshold waits, Pending, for a second operator: it is credited when approved
 * (Completed) or never (Cancelled). Deposits still carry no bank details and are never Unconfirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("transfers").dropConstraint("transfers_deposit_shape").execute();
  await db.schema
    .alterTable("transfers")
    .addCheckConstraint(
      "transfers_deposit_shape",
      sql`type = 'Withdrawal' or (status in ('Pending', 'Completed', 'Cancelled') and transfer_option is null)`,
    )
    .execute();
}
