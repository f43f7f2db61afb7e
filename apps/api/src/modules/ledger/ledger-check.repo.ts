import { type Kysely, sql } from "kysely";
import type { Database, LedgerCheck, LedgerProblem } from "../../db/types";

type Db = Kysely<Database>;

export interface LedgerCounts {
  accounts: number;
  journalEntries: number;
  postings: number;
  transfers: number;
}

export async function countLedger(db: Db): Promise<LedgerCounts> {
  const { rows } = await sql<LedgerCounts>`
    select (select count(*) from accounts)::int as "accounts",
      (select count(*) from journal_entries)::int as "journalEntries",
      (select count(*) from postings)::int as "postings",
      (select count(*) from transfers)::int as "transfers"`.execute(db);
  return rows[0]!;
}

/** Entries whose postings do not sum to zero in one of their currencies (an account holds one currency). */
export async function unbalancedEntries(db: Db): Promise<LedgerProblem[]> {
  const { rows } = await sql<{ entry_id: string; currency: string; total: string }>`
    select p.entry_id, a.currency, sum(p.amount)::text as total
    from postings p join accounts a on a.id = p.account_id
    group by p.entry_id, a.currency having sum(p.amount) <> 0
    order by p.entry_id`.execute(db);
  return rows.map((row) => ({
    rule: "entry_unbalanced",
    subject: `journal entry ${row.entry_id}`,
    detail: `its ${row.currency} postings sum to ${row.total}, not 0`,
  }));
}

/** Accounts whose running balance or hold is not the sum of their postings. */
export async function accountsOffTheirPostings(db: Db): Promise<LedgerProblem[]> {
  const { rows } = await sql<{
    id: string;
    balance: string;
    held: string;
    posted: string;
    posted_held: string;
  }>`
    select a.id, a.balance::text, a.held::text,
      coalesce(p.posted, 0)::text as posted, coalesce(p.posted_held, 0)::text as posted_held
    from accounts a
    left join (select account_id, sum(amount) as posted,
                 sum(amount) filter (where bucket = 'held') as posted_held
               from postings group by account_id) p on p.account_id = a.id
    where a.balance <> coalesce(p.posted, 0) or a.held <> coalesce(p.posted_held, 0)
    order by a.id`.execute(db);
  return rows.flatMap((row): LedgerProblem[] => [
    ...(row.balance !== row.posted
      ? [
          {
            rule: "balance_off_postings" as const,
            subject: `account ${row.id}`,
            detail: `balance ${row.balance}, its postings sum to ${row.posted}`,
          },
        ]
      : []),
    ...(row.held !== row.posted_held
      ? [
          {
            rule: "hold_off_postings" as const,
            subject: `account ${row.id}`,
            detail: `held ${row.held}, its held postings sum to ${row.posted_held}`,
          },
        ]
      : []),
  ]);
}

/** Customer accounts whose hold is not the sum of their Pending transfers (a waiting deposit holds nothing). */
export async function holdsOffPendingTransfers(db: Db): Promise<LedgerProblem[]> {
  const { rows } = await sql<{ id: string; held: string; pending: string }>`
    select a.id, a.held::text, coalesce(t.pending, 0)::text as pending
    from accounts a
    left join (select account_id, sum(amount) as pending from transfers
               where status = 'Pending' and type = 'Withdrawal' group by account_id) t on t.account_id = a.id
    where a.kind = 'customer' and a.held <> coalesce(t.pending, 0)
    order by a.id`.execute(db);
  return rows.map((row) => ({
    rule: "hold_off_pending_transfers",
    subject: `account ${row.id}`,
    detail: `held ${row.held}, its Pending transfers add up to ${row.pending}`,
  }));
}

/** The journal each status calls for, entries in the order a transfer's life writes them. */
const JOURNAL_OF_STATUS: Record<string, string[]> = {
  "Deposit Pending": [""],
  "Deposit Completed": ["deposit"],
  "Deposit Cancelled": [""],
  "Withdrawal Unconfirmed": [""],
  "Withdrawal Pending": ["hold"],
  "Withdrawal Completed": ["hold,completion"],
  "Withdrawal Cancelled": ["", "hold,release"],
  // Paid out through the partner bank: in a batch, accepted (the money left settlement), or returned to the customer.
  "Withdrawal Completed Sent": ["hold,completion"],
  "Withdrawal Completed Accepted": ["hold,completion,payout"],
  "Withdrawal Cancelled Rejected": ["hold,completion,return"],
  // A payment between customers: the payer's row carries the entry, the recipient's row shares it.
  "Withdrawal Unconfirmed Larkspur": [""],
  "Withdrawal Completed Larkspur": ["payment"],
  "Withdrawal Cancelled Larkspur": [""],
  "Deposit Completed Larkspur": ["payment"],
  // A conversion is Completed at once, by its one entry.
  "Conversion Completed": ["conversion"],
};

/** Transfers whose status their journal contradicts: a Cancelled one still held, a Completed one never debited. */
export async function statusesContradictingJournal(db: Db): Promise<LedgerProblem[]> {
  const { rows } = await sql<{ transaction_id: string; status: string; entries: string }>`
    select t.transaction_id,
      t.type || ' ' || t.status || case when t.transfer_option = 'Larkspur' then ' Larkspur' else '' end
        || coalesce(' ' || t.payout_status, '') as status,
      coalesce(string_agg(j.kind, ',' order by
        array_position(array['deposit', 'hold', 'completion', 'release', 'payment', 'conversion', 'payout', 'return'],
          j.kind), j.created_at), '')
        as entries
    from transfers t left join journal_entries j on j.transfer_id = coalesce(t.payer_transfer_id, t.id)
    group by t.id order by t.transaction_id`.execute(db);
  return rows
    .filter((row) => !JOURNAL_OF_STATUS[row.status]?.includes(row.entries))
    .map((row) => ({
      rule: "status_contradicts_journal",
      subject: `transfer ${row.transaction_id}`,
      detail: `${row.status} with journal [${row.entries}]`,
    }));
}

/** Customer accounts with less than nothing available, or a negative hold. */
export async function negativeAvailable(db: Db): Promise<LedgerProblem[]> {
  const { rows } = await sql<{ id: string; balance: string; held: string }>`
    select id, balance::text, held::text from accounts
    where kind = 'customer' and (balance - held < 0 or held < 0)
    order by id`.execute(db);
  return rows.map((row) => ({
    rule: "available_negative",
    subject: `account ${row.id}`,
    detail: `balance ${row.balance}, held ${row.held}`,
  }));
}

export async function insertLedgerCheck(
  db: Db,
  check: {
    startedAt: Date;
    finishedAt: Date;
    counts: LedgerCounts;
    problemCount: number;
    problems: LedgerProblem[];
  },
): Promise<LedgerCheck> {
  return db
    .insertInto("ledger_checks")
    .values({
      started_at: check.startedAt,
      finished_at: check.finishedAt,
      accounts: check.counts.accounts,
      journal_entries: check.counts.journalEntries,
      postings: check.counts.postings,
      transfers: check.counts.transfers,
      problem_count: check.problemCount,
      problems: JSON.stringify(check.problems),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function recentLedgerChecks(db: Db, limit: number): Promise<LedgerCheck[]> {
  return db.selectFrom("ledger_checks").selectAll().orderBy("id", "desc").limit(limit).execute();
}

/**
 * The active admins, whom a run with problems mails. Read here rather than through the users module, which shows
 * balances and so uses the ledger: the ledger uses no module that uses it.
 */
export function activeAdmins(trx: Kysely<Database>) {
  return trx
    .selectFrom("users")
    .select(["email", "first_name", "language"])
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .orderBy("created_at")
    .execute();
}
