import type { HistoryFilters } from "@larkspur/shared/schemas/transaction";
import { type Kysely, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { compiledOnce, rowsOf } from "../../db/compiled-once";
import { paddedForGenericPlan } from "../../db/generic-plan";
import type { Database, Transfer } from "../../db/types";
import { cutOffs, liveSessionUserOf, type SessionLiveness, sessionUserQuery } from "../auth";
import { matchingFilters } from "./history-filters";
import { itemColumns } from "./transfer-view";

type Db = Kysely<Database>;

/** A customer id no one has: it stands for an id that is not a uuid, and fills short batches. */
export const NO_CUSTOMER = "00000000-0000-0000-0000-000000000000";

const newestFirst = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom("movement_rows")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);

/** A page as the history read answers it: only what its items show, as JSON, so the database builds no more. */
const newestItemsFirst = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom("movement_rows")
    .select(itemColumns)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);

/**
 * One page of a customer's history, newest first, after an optional position, of the rows matching `filters` when
 * given; served by movements_user_history.
 */
export function selectHistoryPage(
  db: Db,
  userId: string,
  limit: number,
  before?: { createdAt: Date; id: string },
  filters?: HistoryFilters,
) {
  const rows = newestFirst(db, userId, limit);
  const page = filters ? rows.where(matchingFilters(userId, filters)) : rows;
  return before
    ? page.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(before.createdAt, before.id)))
    : page;
}

export function listHistory(
  db: Db,
  userId: string,
  limit: number,
  before?: { createdAt: Date; id: string },
  filters?: HistoryFilters,
): Promise<Transfer[]> {
  return selectHistoryPage(db, userId, limit, before, filters).execute();
}

/**
 * The caller's session user and one page of a customer's history (as JSON), in one round trip, with the rows that
 * match `filters` only when given. `before` is the transactionId the previous page ended with; `cursor_found` says
 * whether it is one of that customer's. The page is
 * read before the caller's right to it is checked, so the caller must check it before answering.
 */
export function findSessionUserWithHistory(
  db: Db,
  tokenHash: string,
  live: SessionLiveness,
  userId: string,
  page: { limit: number; before?: string; filters?: HistoryFilters },
) {
  const cursor = db
    .selectFrom("movement_rows")
    .select(["created_at", "id"])
    .where("transaction_id", "=", page.before ?? "")
    .where("user_id", "=", userId);
  const rows = page.filters
    ? newestItemsFirst(db, userId, page.limit).where(matchingFilters(userId, page.filters))
    : newestItemsFirst(db, userId, page.limit);
  const items = page.before ? rows.where(sql<boolean>`(created_at, id) < (${cursor})`) : rows;
  return sessionUserQuery(db, tokenHash, live)
    .select((eb) => [
      jsonArrayFrom(items).as("history"),
      page.before ? eb.exists(cursor).as("cursor_found") : sql<boolean>`true`.as("cursor_found"),
    ])
    .executeTakeFirst();
}

/** A first page of a customer's history, asked for with the caller's session token. */
export interface FirstPageRequest {
  tokenHash: string;
  userId: string;
  limit: number;
}

const sessionUserWithFirstPage = compiledOnce(
  (
    db: Db,
    tokenHash: string,
    userId: string,
    limit: number,
    now: Date,
    customerIdleSince: Date,
    staffIdleSince: Date,
  ) =>
    sessionUserQuery(db, tokenHash, { now, customerIdleSince, staffIdleSince }).select([
      jsonArrayFrom(newestItemsFirst(db, userId, limit)).as("history"),
      sql<boolean>`true`.as("cursor_found"),
    ]),
);

const sessionUsersWithFirstPages = compiledOnce(
  (
    db: Db,
    tokenHashes: string[],
    userIds: string[],
    limits: number[],
    now: Date,
    customerIdleSince: Date,
    staffIdleSince: Date,
  ) => {
    const requests = sql<{ token_hash: string; user_id: string; page_size: number; position: bigint }>`unnest(
      ${tokenHashes}::text[], ${userIds}::uuid[], ${limits}::int[]
    ) with ordinality`.as<"wanted">(sql`wanted(token_hash, user_id, page_size, position)`);
    return db
      .selectFrom(requests)
      .innerJoinLateral(liveSessionUserOf(db, { now, customerIdleSince, staffIdleSince }), (join) =>
        join.onTrue(),
      )
      .selectAll("found")
      .select((eb) => [
        "wanted.position",
        jsonArrayFrom(
          eb
            .selectFrom("movement_rows")
            .select(itemColumns.map((column) => `movement_rows.${column}` as const))
            .whereRef("movement_rows.user_id", "=", "wanted.user_id")
            .orderBy("movement_rows.created_at", "desc")
            .orderBy("movement_rows.id", "desc")
            .limit(sql<number>`wanted.page_size`),
        ).as("history"),
        // A first page has no cursor that could be missing.
        sql<boolean>`true`.as("cursor_found"),
      ]);
  },
);

/**
 * For many first-page requests at once, in one round trip: each caller's session user and the first page of the
 * customer they asked for (as JSON), by the request's position in `wanted`. A request whose token has no live session
 * is absent. As with `findSessionUserWithHistory`, the caller must check their right to the page before answering.
 * A lone request takes that single query, which costs less than a batch of one.
 */
export async function findSessionUsersWithFirstPages(
  db: Db,
  wanted: FirstPageRequest[],
  live: SessionLiveness,
) {
  if (wanted.length === 1) {
    const [only] = wanted as [FirstPageRequest];
    const [found] = await rowsOf(
      db,
      sessionUserWithFirstPage(db, only.tokenHash, only.userId, only.limit, ...cutOffs(live)),
    );
    return new Map(found ? [[only, found]] : []);
  }
  // No session has an empty token hash, so the filler finds nothing.
  const keys = paddedForGenericPlan(wanted, { tokenHash: "", userId: NO_CUSTOMER, limit: 1 });
  const rows = await rowsOf(
    db,
    sessionUsersWithFirstPages(
      db,
      keys.map((request) => request.tokenHash),
      keys.map((request) => request.userId),
      keys.map((request) => request.limit),
      ...cutOffs(live),
    ),
  );
  return new Map(rows.map((found) => [wanted[Number(found.position) - 1]!, found]));
}
