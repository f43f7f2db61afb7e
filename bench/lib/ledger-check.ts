import type pg from "pg";
import type { BenchContext } from "./context";

export interface LedgerCheck {
  postings: number;
  /** Sum of every posting's amount in each currency, e.g. "USD 0": all zero when the books balance. */
  postingsSum: string;
  unbalancedEntries: number;
  /** Accounts whose balance or held amount differs from the sum of their postings. */
  driftedAccounts: number;
  /** Whether the postings of every currency sum to zero. */
  balanced: boolean;
  ok: boolean;
}

/**
 * The ledger's invariants: every entry sums to zero in each currency, and each running balance equals the sum of its
 * postings. Amounts of different currencies are never added together.
 */
export async function checkLedger(pool: pg.Pool): Promise<LedgerCheck> {
  const totals = await pool.query(
    `select coalesce(sum(count), 0)::int as postings,
       coalesce(string_agg(currency || ' ' || total, ', ' order by currency), '') as total,
       coalesce(bool_and(total = '0'), true) as balanced
     from (select a.currency, count(*) as count, sum(p.amount)::text as total
           from postings p join accounts a on a.id = p.account_id group by a.currency) per_currency`,
  );
  const unbalanced = await pool.query(
    `select count(*)::int as count from (
       select p.entry_id from postings p join accounts a on a.id = p.account_id
       group by p.entry_id, a.currency having sum(p.amount) <> 0
     ) entries`,
  );
  const drifted = await pool.query(
    `select count(*)::int as count from accounts a
     left join (
       select account_id, sum(amount) as posted, coalesce(sum(amount) filter (where bucket = 'held'), 0) as held
       from postings group by account_id
     ) p on p.account_id = a.id
     where a.balance <> coalesce(p.posted, 0) or a.held <> coalesce(p.held, 0)`,
  );
  const check = {
    postings: totals.rows[0].postings as number,
    postingsSum: totals.rows[0].total as string,
    unbalancedEntries: unbalanced.rows[0].count as number,
    driftedAccounts: drifted.rows[0].count as number,
  };
  const balanced = totals.rows[0].balanced as boolean;
  return { ...check, balanced, ok: balanced && check.unbalancedEntries === 0 && check.driftedAccounts === 0 };
}

/** Checks the ledger and records the problems found as a figure whose budget is 0. */
export async function recordLedgerCheck(bench: BenchContext, id: string, figure: string): Promise<void> {
  const ledger = await checkLedger(bench.pool);
  bench.record({
    id,
    figure,
    value: ledger.unbalancedEntries + ledger.driftedAccounts + (ledger.balanced ? 0 : 1),
    unit: "",
    budget: "0 (no lost money)",
    withinBudget: ledger.ok,
    note: `${ledger.postings} postings summing to ${ledger.postingsSum}; ${ledger.unbalancedEntries} unbalanced entries; ${ledger.driftedAccounts} accounts whose balance is not the sum of their postings`,
  });
}
