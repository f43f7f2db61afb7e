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

/** The operators who approved the transfer, the first first. */
export async function approversOf(db: Kysely<Database>, transferId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("transfer_approvals")
    .select("operator_id")
    .where("transfer_id", "=", transferId)
    .orderBy("created_at")
    .orderBy("operator_id")
    .execute();
  return rows.map((row) => row.operator_id);
}
