import { type Currency, currencyTable } from "@larkspur/shared/currencies";
import type { HistoryBound, HistoryFilters } from "@larkspur/shared/schemas/transaction";
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/types";

/** The currencies of each number of decimals: a filter's amount in hundredths becomes each one's minor units. */
const currenciesByExponent = new Map<number, Currency[]>();
for (const currency of Object.keys(currencyTable) as Currency[]) {
  const { exponent } = currencyTable[currency];
  currenciesByExponent.set(exponent, [...(currenciesByExponent.get(exponent) ?? []), currency]);
}

/** `hundredths` of a unit in minor units of `exponent` decimals, rounded towards what the bound keeps inside. */
function minorUnits(hundredths: bigint, exponent: number, round: "up" | "down"): bigint {
  if (exponent >= 2) return hundredths * 10n ** BigInt(exponent - 2);
  const per = 10n ** BigInt(2 - exponent);
  return round === "down" || hundredths % per === 0n ? hundredths / per : hundredths / per + 1n;
}

/** A bound on `amount` in each row's own currency: one comparison per number of decimals. */
function amountIn(hundredths: bigint, round: "up" | "down") {
  const cases = [...currenciesByExponent].map(
    ([exponent, codes]) =>
      sql`when currency in (${sql.join(codes)}) then ${minorUnits(hundredths, exponent, round)}::bigint`,
  );
  return sql<bigint>`case ${sql.join(cases, sql` `)} end`;
}

/** The first instant of a bound: a day begins at midnight in the customer's time zone. */
function startOf(userId: string, bound: HistoryBound, dayOffset: 0 | 1) {
  if ("instant" in bound) return sql<Date>`${bound.instant}::timestamptz`;
  return sql<Date>`((${bound.day}::date + ${dayOffset}::int)::timestamp
    at time zone (select time_zone from users where id = ${userId}::uuid))`;
}

/** LIKE's own characters in what a customer types match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The history's filters as one condition on the customer's rows. The history is read along movements_user_history
 * (user, newest first), so a filter narrows the customer's own rows and a date range bounds the index scan: the
 * read costs what the customer's history holds, whatever the bank's does (docs/architecture.md#searching-the-history).
 */
export function matchingFilters(userId: string, filters: HistoryFilters) {
  return (eb: ExpressionBuilder<Database, "movement_rows">): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.q !== undefined) {
      const pattern = containing(filters.q);
      conditions.push(
        eb.or([
          eb("description", "ilike", pattern),
          eb(eb.fn.coalesce("counterparty_name", "account_name"), "ilike", pattern),
          eb("transaction_id", "=", filters.q.replace(/^#/, "")),
        ]),
      );
    }
    if (filters.type) conditions.push(eb("type", "in", filters.type));
    if (filters.status) conditions.push(eb("status", "in", filters.status));
    if (filters.currency) conditions.push(eb("currency", "in", filters.currency));
    if (filters.from) conditions.push(eb("created_at", ">=", startOf(userId, filters.from, 0)));
    if (filters.to) {
      conditions.push(
        "day" in filters.to
          ? eb("created_at", "<", startOf(userId, filters.to, 1))
          : eb("created_at", "<=", filters.to.instant),
      );
    }
    if (filters.minAmount !== undefined)
      conditions.push(eb("amount", ">=", amountIn(filters.minAmount, "up")));
    if (filters.maxAmount !== undefined)
      conditions.push(eb("amount", "<=", amountIn(filters.maxAmount, "down")));
    return eb.and(conditions);
  };
}

/** Whether any filter is given: without one the history is read as it always was. */
export const hasFilters = (filters: HistoryFilters) =>
  Object.values(filters).some((value) => value !== undefined);
