import { randomUUID } from "node:crypto";
import { type Insertable, type Kysely, sql, type Updateable } from "kysely";
import type { Database, ScheduleRow, ScheduleRunRow, SchedulesTable, Trx } from "../../db/types";

type Db = Kysely<Database>;

export type NewSchedule = Insertable<SchedulesTable>;

export async function insertSchedule(db: Db, schedule: NewSchedule): Promise<void> {
  await db.insertInto("schedules").values(schedule).execute();
}

export function findSchedule(db: Db, id: string): Promise<ScheduleRow | undefined> {
  return db.selectFrom("schedules").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The schedule with its owner's time zone, locked for a change that depends on its status. */
export function lockScheduleWithZone(
  trx: Trx,
  id: string,
): Promise<(ScheduleRow & { time_zone: string }) | undefined> {
  return trx
    .selectFrom("schedules")
    .innerJoin("users", "users.id", "schedules.user_id")
    .selectAll("schedules")
    .select("users.time_zone")
    .where("schedules.id", "=", id)
    .forUpdate("schedules")
    .executeTakeFirst();
}

/** Changes a schedule only while it is in one of the statuses `from`; none when it was not. */
export function updateScheduleFrom(
  db: Db,
  id: string,
  from: ScheduleRow["status"][],
  changes: Updateable<SchedulesTable>,
): Promise<ScheduleRow | undefined> {
  return db
    .updateTable("schedules")
    .set(changes)
    .where("id", "=", id)
    .where("status", "in", from)
    .returningAll()
    .executeTakeFirst();
}

/** A customer's confirmed schedules, newest first. */
export function listSchedules(db: Db, userId: string): Promise<ScheduleRow[]> {
  return db
    .selectFrom("schedules")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "<>", "Unconfirmed")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

/** The last `perSchedule` runs of each schedule, newest first. */
export async function recentRuns(
  db: Db,
  scheduleIds: string[],
  perSchedule: number,
): Promise<ScheduleRunRow[]> {
  if (scheduleIds.length === 0) return [];
  const ranked = db
    .selectFrom("schedule_runs")
    .selectAll()
    .select(sql<number>`row_number() over (partition by schedule_id order by run_date desc)`.as("rank"))
    .where("schedule_id", "in", scheduleIds)
    .as("ranked");
  const rows = await db
    .selectFrom(ranked)
    .selectAll()
    .where("rank", "<=", perSchedule)
    .orderBy("run_date", "desc")
    .execute();
  return rows.map(({ rank: _rank, ...run }) => run);
}

/** Active schedules whose next run is due at `now`, earliest first. */
export async function findDueScheduleIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("schedules")
    .select("id")
    .where("status", "=", "Active")
    .where("next_run_at", "<=", now)
    .orderBy("next_run_at")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The schedule's run of `runDate`, claimed for this instance: none when another instance claimed that day first (the
 * row is unique by schedule and day).
 */
export async function claimRun(
  trx: Trx,
  scheduleId: string,
  runDate: string,
  now: Date,
): Promise<ScheduleRunRow | undefined> {
  return trx
    .insertInto("schedule_runs")
    .values({
      id: randomUUID(),
      schedule_id: scheduleId,
      run_date: runDate,
      status: "Running",
      claimed_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(["schedule_id", "run_date"]).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Runs to try again: those waiting for their afternoon try, and those an instance claimed but never finished (it
 * stopped halfway) before `staleBefore`. Each is claimed by the one update that finds it still so.
 */
export async function claimUnfinishedRuns(
  db: Db,
  now: Date,
  staleBefore: Date,
  limit: number,
): Promise<ScheduleRunRow[]> {
  const candidates = await db
    .selectFrom("schedule_runs")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "Retrying"), eb("retry_at", "<=", now)]),
        eb.and([eb("status", "=", "Running"), eb("claimed_at", "<", staleBefore)]),
      ]),
    )
    .orderBy("claimed_at")
    .limit(limit)
    .execute();
  const claimed: ScheduleRunRow[] = [];
  for (const { id } of candidates) {
    const run = await db
      .updateTable("schedule_runs")
      .set({ status: "Running", claimed_at: now, updated_at: now })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "Retrying"), eb("retry_at", "<=", now)]),
          eb.and([eb("status", "=", "Running"), eb("claimed_at", "<", staleBefore)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (run) claimed.push(run);
  }
  return claimed;
}

/** Records what became of a run this instance holds. */
export async function finishRun(
  db: Db,
  runId: string,
  outcome: Pick<ScheduleRunRow, "status" | "transaction_id" | "reason" | "retry_at" | "attempts">,
  now: Date,
): Promise<void> {
  await db
    .updateTable("schedule_runs")
    .set({ ...outcome, updated_at: now })
    .where("id", "=", runId)
    .execute();
}
