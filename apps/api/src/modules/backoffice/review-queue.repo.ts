import type { TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";

/**
 * Transfers in one status, and the deposits that waited for a second operator, oldest first, each with its customer
 * and how many operators approved it so far.
 */
export async function listReviewQueue(
  db: Kysely<Database>,
  status: TransactionStatus,
  operatorId: string,
  page: { offset: number; limit: number },
) {
  const base = db
    .selectFrom("movement_rows")
    .where((eb) =>
      eb.or([
        eb("movement_rows.type", "=", "Withdrawal"),
        eb.exists(
          eb
            .selectFrom("transfer_approvals as a")
            .select("a.transfer_id")
            .whereRef("a.transfer_id", "=", "movement_rows.id"),
        ),
      ]),
    )
    .where("movement_rows.status", "=", status);
  const [rows, total] = await Promise.all([
    base
      .innerJoin("users", "users.id", "movement_rows.user_id")
      .selectAll("movement_rows")
      .select([
        "users.first_name as customer_first_name",
        "users.last_name as customer_last_name",
        "users.email as customer_email",
        "users.account_number as customer_account_number",
        sql<number>`(select count(*)::int from transfer_approvals a where a.transfer_id = movement_rows.id)`.as(
          "approvals",
        ),
        sql<boolean>`exists (select 1 from transfer_approvals a
          where a.transfer_id = movement_rows.id and a.operator_id = ${operatorId})`.as("approved_by_me"),
      ])
      .orderBy("movement_rows.created_at", "asc")
      .orderBy("movement_rows.id", "asc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
