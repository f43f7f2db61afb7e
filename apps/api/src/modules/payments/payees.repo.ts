import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/types";
import { type MoneyOut, moneyOutColumns, moneyOutOf } from "../limits";
import { type PayeeAccount, payees } from "../users";

export type { PayeeAccount };

type Db = Kysely<Database>;

/** Whom a payment or a look-up names: by account number or e-mail address (the customer's words), or by id. */
export type PayeeReference = { accountNumber?: string; email?: string } | { userId: string };

/** The payee a reference names; one naming no one finds no one. */
function payeeNamed(db: Db, reference: PayeeReference) {
  if ("userId" in reference) return payees(db).where("users.id", "=", reference.userId);
  if (reference.accountNumber !== undefined)
    return payees(db).where("users.account_number", "=", reference.accountNumber);
  if (reference.email !== undefined) return payees(db).where("users.email", "=", reference.email);
  return payees(db).where(sql<boolean>`false`);
}

export function findPayee(db: Db, reference: PayeeReference): Promise<PayeeAccount | undefined> {
  return payeeNamed(db, reference).executeTakeFirst();
}

/** The hour a look-up counts in (those after `windowStart`), and how many fit in it. */
export interface LookupWindow {
  now: Date;
  windowStart: Date;
  max: number;
}

/**
 * Counts one look-up of the customer's, as a statement of its own or a caller's CTE, so look-ups arriving together
 * each take their own place: only look-ups after `windowStart` are kept, and when `max` of them are, this one is
 * refused and nothing changes. Returns the customer's id when it was counted, no row when refused.
 */
const lookupCounted = (userId: string, { now, windowStart, max }: LookupWindow) => {
  const recent = sql`array(select at from unnest(payee_lookups.looked_up_at) as at
    where at > ${windowStart}::timestamptz order by at)`;
  return sql<{ user_id: string }>`
    insert into payee_lookups (user_id, looked_up_at) values (${userId}::uuid, array[${now}::timestamptz])
    on conflict (user_id) do update set looked_up_at = ${recent} || ${now}::timestamptz
    where cardinality(${recent}) < ${max}::int
    returning user_id`;
};

/** The payee a reference names (as JSON, null for no one) and what counts against the payer's limits at `now`. */
const payeeAndMoneyOut = (db: Db, reference: PayeeReference, payerId: string, now: Date) => [
  db
    .selectFrom(payeeNamed(db, reference).as("payee"))
    .select(sql<PayeeAccount>`to_jsonb(payee)`.as("payee"))
    .as("payee"),
  ...moneyOutColumns(payerId, now),
];

/**
 * The payee a reference names and what counts against the payer's limits at `now`, read together in one statement:
 * what paying a request reads before it writes.
 */
export async function findPayeeWithMoneyOut(
  db: Db,
  reference: PayeeReference,
  payerId: string,
  now: Date,
): Promise<{ payee: PayeeAccount | undefined; moneyOut: MoneyOut }> {
  const { payee, ...moneyOut } = await db
    .selectNoFrom(payeeAndMoneyOut(db, reference, payerId, now))
    .executeTakeFirstOrThrow();
  return { payee: payee ?? undefined, moneyOut: moneyOutOf(moneyOut) };
}

/**
 * `findPayeeWithMoneyOut` in a statement that also spends one of the payer's look-ups (`lookupCounted`): what
 * starting a payment to a recipient it names reads before it writes. `lookupSpent` false means the hour's look-ups
 * were spent already, and the caller must refuse whoever was found.
 */
export async function findPayeeSpendingLookup(
  db: Db,
  reference: PayeeReference,
  payerId: string,
  lookup: LookupWindow,
): Promise<{ payee: PayeeAccount | undefined; moneyOut: MoneyOut; lookupSpent: boolean }> {
  const { payee, lookupSpent, ...moneyOut } = await db
    // Kysely writes a raw CTE body as it is given: the parentheses a CTE needs are ours.
    .with("counted", () => sql`(${lookupCounted(payerId, lookup)})`)
    .selectNoFrom([
      sql<boolean>`exists (select 1 from counted)`.as("lookupSpent"),
      ...payeeAndMoneyOut(db, reference, payerId, lookup.now),
    ])
    .executeTakeFirstOrThrow();
  return {
    payee: payee ?? undefined,
    moneyOut: moneyOutOf(moneyOut),
    lookupSpent: Boolean(lookupSpent),
  };
}

/** `lookupCounted` on its own: whether the look-up was counted. */
export async function countPayeeLookup(db: Db, userId: string, lookup: LookupWindow): Promise<boolean> {
  const { rows } = await lookupCounted(userId, lookup).execute(db);
  return rows.length > 0;
}

/** The customer's look-ups after `windowStart`, oldest first. */
export async function recentPayeeLookups(db: Db, userId: string, windowStart: Date): Promise<Date[]> {
  const { rows } = await sql<{ at: Date }>`
    select at from payee_lookups, unnest(looked_up_at) as at
    where user_id = ${userId}::uuid and at > ${windowStart}::timestamptz order by at`.execute(db);
  return rows.map((row) => new Date(row.at));
}
