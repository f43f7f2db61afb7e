import type { Kysely } from "kysely";
import { insertOnce } from "../../db/insert-once";
import type { Database } from "../../db/types";

/** False when this operator had already approved the transfer. */
export function recordApproval(
  db: Kysely<Database>,
  transferId: string,
  operatorId: string,
): Promise<boolean> {
  return insertOnce(db, "transfer_approvals", { transfer_id: transferId, operator_id: operatorId }, [
    "transfer_id",
    "operator_id",
  ]);
}

export async function countApprovals(db: Kysely<Database>, transferId: string): Promise<number> {
  const row = await db
    .selectFrom("transfer_approvals")
    .select((eb) => eb.fn.countAll<bigint>().as("count"))
    .where("transfer_id", "=", transferId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
