import { performance } from "node:perf_hooks";
import type { BenchContext } from "../lib/context";
import { inTrx } from "../lib/databases";
import { seedCustomers } from "../lib/seed-customers";

const ENTRIES = 10_000;
const RUNS = 5;

/**
 * A customer whose month holds `ENTRIES` completed deposits (one transfer, one entry, two postings each, a tenth of a
 * second apart), written as the ledger writes them.
 */
async function busyCustomer(bench: BenchContext) {
  const [customer] = await seedCustomers(bench.pool, 1, "not-used", 2001);
  await inTrx(bench.pool, async (client) => {
    await client.query(
      `create temp table busy on commit drop as
       select a.id as account_id, a.user_id, gen_random_uuid() as transfer_id, gen_random_uuid() as entry_id,
         now() - g * interval '100 milliseconds' as at, (100 + g % 900)::bigint as amount, g
       from accounts a, generate_series(1, $2::int) g where a.user_id = $1::uuid`,
      [customer!.id, ENTRIES],
    );
    await client.query(
      `insert into movements (id, transaction_id, user_id, account_id, type, status, amount, description, created_at, updated_at)
       select transfer_id, 'busy' || g, user_id, account_id, 'Deposit', 'Completed', amount, 'Sale #' || g, at, at from busy`,
    );
    await client.query(
      "insert into journal_entries (id, kind, transfer_id, created_at) select entry_id, 'deposit', transfer_id, at from busy",
    );
    await client.query(
      `insert into postings (entry_id, account_id, bucket, amount)
       select entry_id, account_id, 'available', amount from busy
       union all
       select entry_id, (select id from accounts where kind = 'funding' and currency = 'USD'), 'available', -amount
       from busy order by 1`,
    );
    await client.query(
      "update accounts a set balance = a.balance + (select sum(amount) from busy) where a.id = (select account_id from busy limit 1)",
    );
    await client.query(
      "update accounts set balance = balance - (select sum(amount) from busy) where kind = 'funding' and currency = 'USD'",
    );
  });
  await bench.pool.query("analyze movements, journal_entries, postings");
  const { rows } = await bench.pool.query(
    "select to_char(now() at time zone time_zone, 'YYYY-MM') as month from users where id = $1",
    [customer!.id],
  );
  return { customer: customer!, month: rows[0].month as string };
}

/** Downloads `path` whole and answers the milliseconds it took and the body. */
async function timedDownload(bench: BenchContext, path: string, token: string) {
  const began = performance.now();
  const answer = await fetch(`${bench.api.baseUrl}${path}`, { headers: { token: `Bearer ${token}` } });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200)
    throw new Error(`${path} answered ${answer.status}: ${body.toString().slice(0, 200)}`);
  return { ms: performance.now() - began, body };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The time to render and download a statement of 10,000 entries (the median of 5, after one that loads the fonts),
 * and the CSV export's rows per second over the same 10,000 rows.
 */
export async function runStatements(bench: BenchContext): Promise<void> {
  const { customer, month } = await busyCustomer(bench);
  const pdfPath = `/api/statements/${customer.id}/${month}.pdf?currency=USD`;
  await timedDownload(bench, pdfPath, customer.token);
  const renders: number[] = [];
  let pdfBytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const { ms, body } = await timedDownload(bench, pdfPath, customer.token);
    renders.push(ms);
    pdfBytes = body.length;
  }
  bench.record({
    id: "statement-10k",
    figure: `Statement with ${ENTRIES.toLocaleString("en-US")} entries: render and download`,
    value: Math.round(median(renders)),
    unit: "ms",
    note: `median of ${RUNS}; ${Math.round(pdfBytes / 1024)} KB, fonts subset and embedded`,
  });

  const csvPath = `/api/transaction/${customer.id}/export.csv`;
  const exports: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    const { ms, body } = await timedDownload(bench, csvPath, customer.token);
    rows = body.toString("utf8").trim().split("\n").length - 1;
    exports.push((rows / ms) * 1000);
  }
  bench.record({
    id: "export-rows",
    figure: `CSV export rows per second (${rows.toLocaleString("en-US")} rows with balances after)`,
    value: Math.round(median(exports)),
    unit: "rows/s",
    note: `median of ${RUNS} whole downloads`,
  });
}
