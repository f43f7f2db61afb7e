import { type Kysely, sql } from "kysely";

/**
 * Limits on money out count money out of every balance. Each withdrawal records what it counts against them
 * (`limit_cents`): its dollar value in cents at the reference rate in force when its money left, rounded up to a
 * whole cent, so the sums the limits are checked against add cents to cents. Money that left before: dollars count as
 * they are; other currencies at the newest rates stored now (JPY, ISK and KRW have no minor unit), none if there are
 * none yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("transfers").addColumn("limit_cents", "bigint").execute();
  await sql`update transfers set limit_cents = amount
    where money_out_at is not null and currency = 'USD'`.execute(db);
  await sql`
    with newest as (
      select distinct on (currency) currency, rate from exchange_rates order by currency, rate_date desc),
    per_euro as (select currency, rate from newest union all select 'EUR', 1)
    update transfers t set limit_cents = ceil(
      t.amount * 100 * usd.rate
        / (power(10::numeric, case when t.currency in ('JPY', 'ISK', 'KRW') then 0 else 2 end) * own.rate))::bigint
    from per_euro own, per_euro usd
    where t.money_out_at is not null and t.currency <> 'USD'
      and own.currency = t.currency and usd.currency = 'USD'`.execute(db);
}
