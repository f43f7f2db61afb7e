import type { Kysely } from "kysely";
import type { Database, Trx } from "../../db/types";
import type { DayRates } from "./ecb-rates";

type Db = Kysely<Database>;

export function insertRateLoad(
  trx: Trx,
  load: { id: string; sha256: string; days: DayRates[]; reason: string; loadedBy: string },
): Promise<unknown> {
  return trx
    .insertInto("rate_loads")
    .values({
      id: load.id,
      sha256: load.sha256,
      days: JSON.stringify(load.days),
      reason: load.reason,
      loaded_by: load.loadedBy,
      status: "AwaitingApproval",
    })
    .execute();
}

export function lockRateLoad(trx: Trx, id: string) {
  return trx.selectFrom("rate_loads").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Only a load still waiting changes, so of two rival approvals one wins. */
export function markRateLoadApproved(
  trx: Trx,
  id: string,
  approval: { approvedBy: string; approvedAt: Date; ratesWritten: number },
) {
  return trx
    .updateTable("rate_loads")
    .set({
      status: "Approved",
      approved_by: approval.approvedBy,
      approved_at: approval.approvedAt,
      rates_written: approval.ratesWritten,
    })
    .where("id", "=", id)
    .where("status", "=", "AwaitingApproval")
    .returning("id")
    .executeTakeFirst();
}

/** Only a load still waiting is turned down, so an approval and a rejection racing cannot both win. */
export function markRateLoadRejected(
  trx: Trx,
  id: string,
  rejection: { rejectedBy: string; rejectedAt: Date; reason: string },
) {
  return trx
    .updateTable("rate_loads")
    .set({
      status: "Rejected",
      rejected_by: rejection.rejectedBy,
      rejected_at: rejection.rejectedAt,
      rejection_reason: rejection.reason,
    })
    .where("id", "=", id)
    .where("status", "=", "AwaitingApproval")
    .returning("id")
    .executeTakeFirst();
}

/** Loads waiting for approval, the oldest first, with the e-mail address of who loaded each. */
export function listStagedRateLoads(db: Db, limit: number) {
  return db
    .selectFrom("rate_loads as l")
    .innerJoin("users as u", "u.id", "l.loaded_by")
    .select(["l.id", "l.sha256", "l.days", "l.reason", "l.loaded_by", "l.created_at", "u.email"])
    .where("l.status", "=", "AwaitingApproval")
    .orderBy("l.created_at")
    .orderBy("l.id")
    .limit(limit)
    .execute();
}
