import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

/** False when this operator had already approved the transfer. */
export async function recordApproval(
  db: Kysely<Database>,
  transferId: string,
  operatorId: string,
): Promise<boolean> {
  const row = await db
    .insertInto("transfer_approvals")
    .values({ transfer_id: transferId, operator_id: operatorId })
    .onConflict((oc) => oc.columns(["transfer_id", "operator_id"]).doNothing())
    .returning("operator_id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function countApprovals(db: Kysely<Database>, transferId: string): Promise<number> {
  const row = await db
    .selectFrom("transfer_approvals")
    .select((eb) => eb.fn.countAll<bigint>().as("count"))
    .where("transfer_id", "=", transferId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
