import type pg from "pg";
import type { BenchContext } from "./context";

export interface LedgerCheck {
  postings: number;
  /** Sum of every posting's amount: zero when the books balance. */
  postingsSum: string;
  unbalancedEntries: number;
  /** Accounts whose balance or held amount differs from the sum of their postings. */
  driftedAccounts: number;
  ok: boolean;
}

/** The ledger's invariants: every entry sums to zero, and each running balance equals the sum of its postings. */
export async function checkLedger(pool: pg.Pool): Promise<LedgerCheck> {
  const totals = await pool.query(
    "select count(*)::int as postings, coalesce(sum(amount), 0)::text as total from postings",
  );
  const unbalanced = await pool.query(
    `select count(*)::int as count from (
       select entry_id from postings group by entry_id having sum(amount) <> 0
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
  return {
    ...check,
    ok: check.postingsSum === "0" && check.unbalancedEntries === 0 && check.driftedAccounts === 0,
  };
}

/** Checks the ledger and records the problems found as a figure whose budget is 0. */
export async function recordLedgerCheck(bench: BenchContext, id: string, figure: string): Promise<void> {
  const ledger = await checkLedger(bench.pool);
  bench.record({
    id,
    figure,
    value: ledger.unbalancedEntries + ledger.driftedAccounts + (ledger.postingsSum === "0" ? 0 : 1),
    unit: "",
    budget: "0 (no lost money)",
    withinBudget: ledger.ok,
    note: `${ledger.postings} postings summing to ${ledger.postingsSum}; ${ledger.unbalancedEntries} unbalanced entries; ${ledger.driftedAccounts} accounts whose balance is not the sum of their postings`,
  });
}
