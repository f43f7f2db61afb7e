import type { Kysely } from "kysely";

/** The payment that pays a money request names it, so completing the payment marks that request Paid. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("transfers")
    .addColumn("request_id", "uuid", (col) => col.references("money_requests.id"))
    .execute();
}
