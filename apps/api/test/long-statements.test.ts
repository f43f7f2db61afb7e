import type { KyselyPlugin } from "kysely";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../src/db/types";
import { renderStatement } from "../src/modules/statements/statement-pdf";
import { statementOf } from "../src/modules/statements/statements.service";
import { findUserById } from "../src/modules/users/users.repo";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { type Customer, quickCustomer } from "./support/money";

const ENTRIES = 1_234;
const month = "2026-01";

async function bytesOf(pdf: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const item of items) list.push(item);
  return list;
}

/**
 * Writes `count` deposits into the customer's January as the ledger writes them, a minute apart, numbered from
 * `from`; after every tenth a hold and its release on the same account, which move no balance and are listed nowhere.
 */
async function plantDeposits(t: TestApp, userId: string, from: number, count: number) {
  await sql`
    with busy as (
      select a.id as account_id, a.user_id, g, md5('movement' || g)::uuid as transfer_id,
        ('2026-01-01T00:00:00+01:00'::timestamptz + g * interval '1 minute') as at, (100 + g % 900)::bigint as amount
      from accounts a, generate_series(${from}::int, ${from + count - 1}::int) g
      where a.user_id = ${userId}::uuid and a.kind = 'customer'
    ),
    moved as (
      insert into movements (id, transaction_id, user_id, account_id, type, status, amount, description, created_at,
        updated_at)
      select transfer_id, 'long' || g, user_id, account_id, 'Deposit', 'Completed', amount, 'Sale #' || g, at, at
      from busy
    ),
    entries as (
      insert into journal_entries (id, kind, transfer_id, created_at)
      select md5(kind || g)::uuid, kind, transfer_id, at
      from busy, unnest(array['deposit', 'hold', 'release']) as kind
      where kind = 'deposit' or g % 10 = 0
    ),
    funding as (select id from accounts where kind = 'funding' and currency = 'USD')
    insert into postings (entry_id, account_id, bucket, amount)
    select entry_id, account_id, bucket, amount from (
      select md5('deposit' || g)::uuid as entry_id, account_id, 'available' as bucket, amount, g, 1 as n from busy
      union all select md5('deposit' || g)::uuid, (select id from funding), 'available', -amount, g, 2 from busy
      union all select md5('hold' || g)::uuid, account_id, 'available', -50, g, 3 from busy where g % 10 = 0
      union all select md5('hold' || g)::uuid, account_id, 'held', 50, g, 4 from busy where g % 10 = 0
      union all select md5('release' || g)::uuid, account_id, 'held', -50, g, 5 from busy where g % 10 = 0
      union all select md5('release' || g)::uuid, account_id, 'available', 50, g, 6 from busy where g % 10 = 0
    ) as p
    order by g, n`.execute(t.ctx.db);
  await sql`
    update accounts a set balance = (select coalesce(sum(p.amount), 0) from postings p where p.account_id = a.id)
    where a.user_id = ${userId}::uuid or a.kind = 'funding'`.execute(t.ctx.db);
}

describe("a long month's statement", () => {
  let t: TestApp;
  let customer: Customer;
  let owner: User;

  beforeAll(async () => {
    t = await build({}, undefined, { now: () => new Date("2026-06-15T00:00:00Z") });
    customer = await quickCustomer(t);
    await t.ctx.db
      .updateTable("users")
      .set({ first_name: "Ada", last_name: "Lovelace", time_zone: "Europe/Paris" })
      .where("id", "=", customer.id)
      .execute();
    await sql`update accounts set created_at = '2025-01-01T00:00:00Z' where user_id = ${customer.id}::uuid`.execute(
      t.ctx.db,
    );
    await plantDeposits(t, customer.id, 1, ENTRIES);
    owner = (await findUserById(t.ctx.db, customer.id))!;
  });
  afterAll(() => t.close());

  it("draws the same bytes whether its entries are read in pages or in one query", async () => {
    const paged = await bytesOf(await renderStatement(await statementOf(t.ctx, owner, month, "USD", 100)));
    const whole = await bytesOf(
      await renderStatement(await statementOf(t.ctx, owner, month, "USD", ENTRIES + 1)),
    );
    expect(paged.equals(whole)).toBe(true);
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/statements/${customer.id}/${month}.pdf?currency=USD`,
      headers: bearer(customer.token),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(paged)).toBe(true);
  });

  it("reads no entry until they are walked, then a page at a time, each once, up to those its totals counted", async () => {
    const rowsPerQuery: number[] = [];
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        rowsPerQuery.push(result.rows.length);
        return result;
      },
    };
    const statement = await statementOf(
      { ...t.ctx, db: t.ctx.db.withPlugin(counting) },
      owner,
      month,
      "USD",
      100,
    );
    // The account and the month's totals, a row each: a statement waiting its turn to be drawn holds no entries.
    expect(rowsPerQuery).toEqual([1, 1]);
    rowsPerQuery.length = 0;
    // Entries that arrive after the totals were read belong to the next download, not to this one's pages.
    await plantDeposits(t, customer.id, ENTRIES + 1, 5);

    const lines = await all(statement.lines);
    expect(rowsPerQuery).toEqual([...Array.from({ length: 12 }, () => 100), 34]);
    expect(statement.entries).toBe(ENTRIES);
    expect(lines.map((line) => line.transactionId)).toEqual(
      Array.from({ length: ENTRIES }, (_, index) => `long${index + 1}`),
    );
    let balance = statement.opening;
    for (const line of lines) {
      balance += line.amount;
      expect(line.balance).toBe(balance);
    }
    const sum = (amounts: bigint[]) => amounts.reduce((total, amount) => total + amount, 0n);
    expect(statement.moneyIn).toBe(sum(lines.map((line) => line.amount)));
    expect(statement.moneyOut).toBe(0n);
    expect(statement.closing).toBe(balance);
    expect((await statementOf(t.ctx, owner, month, "USD")).entries).toBe(ENTRIES + 5);
  });
});
