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
      (select count(*) from movement_rows)::int as "transfers"`.execute(db);
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
    left join (select account_id, sum(amount) as pending from movement_rows
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
    from movement_rows t left join journal_entries j on j.transfer_id = coalesce(t.payer_transfer_id, t.id)
    where not exists (select 1 from journal_entries c where c.transfer_id = t.id and c.kind like 'card\_%')
    group by t.id, t.transaction_id, t.type, t.status, t.transfer_option, t.payout_status
    order by t.transaction_id`.execute(db);
  return rows
    .filter((row) => !JOURNAL_OF_STATUS[row.status]?.includes(row.entries))
    .map((row) => ({
      rule: "status_contradicts_journal",
      subject: `transfer ${row.transaction_id}`,
      detail: `${row.status} with journal [${row.entries}]`,
    }));
}

/**
 * Card purchases and refunds whose status their journal contradicts: a Pending purchase holds exactly its amount and
 * is not cleared; a Completed one holds nothing and was cleared once, for its amount; a Cancelled one holds nothing
 * and was never cleared; a refund was credited once, for its amount.
 */
export async function cardRowsContradictingJournal(db: Db): Promise<LedgerProblem[]> {
  const { rows } = await sql<{
    transaction_id: string;
    status: string;
    held: string;
    clearings: number;
    refunds: number;
    posted: string;
    amount: string;
  }>`
    select t.transaction_id, t.type || ' ' || t.status as status,
      coalesce(sum(p.amount) filter (where p.bucket = 'held' and p.account_id = t.account_id), 0)::text as held,
      count(distinct j.id) filter (where j.kind = 'card_clearing')::int as clearings,
      count(distinct j.id) filter (where j.kind = 'card_refund')::int as refunds,
      coalesce(sum(p.amount) filter (where j.kind in ('card_clearing', 'card_refund') and a.kind = 'card_settlement'), 0)::text
        as posted,
      t.amount::text as amount
    from movements t
    join journal_entries j on j.transfer_id = t.id
    join postings p on p.entry_id = j.id
    join accounts a on a.id = p.account_id
    where exists (select 1 from journal_entries c where c.transfer_id = t.id and c.kind like 'card\_%')
    group by t.id order by t.transaction_id`.execute(db);
  const fits = ({ amount, ...row }: (typeof rows)[number]) => {
    switch (row.status) {
      case "Withdrawal Pending":
        return row.held === amount && row.clearings === 0;
      case "Withdrawal Completed":
        return row.held === "0" && row.clearings === 1 && row.posted === amount;
      case "Withdrawal Cancelled":
        return row.held === "0" && row.clearings === 0;
      case "Deposit Completed":
        return row.refunds === 1 && row.posted === `-${amount}`;
      default:
        return false;
    }
  };
  return rows
    .filter((row) => !fits(row))
    .map((row) => ({
      rule: "card_purchase_contradicts_journal",
      subject: `transfer ${row.transaction_id}`,
      detail: `${row.status} with ${row.held} held, ${row.clearings} clearing(s), ${row.refunds} refund(s), ${row.posted} to card settlement`,
    }));
}

/**
 * Card clearings posted past a customer's balance: what each customer owes the bank, per currency, for someone to
 * collect; and the card receivable account, which must stand for exactly that.
 */
export async function cardOverdraftsToCollect(db: Db): Promise<LedgerProblem[]> {
  const { rows } = await sql<{ user_id: string; currency: string; owed: string }>`
    select user_id, currency, sum(overdraft)::text as owed from card_authorizations
    where overdraft > 0 group by user_id, currency order by user_id, currency`.execute(db);
  const { rows: off } = await sql<{ currency: string; balance: string; owed: string }>`
    select a.currency, a.balance::text, coalesce(o.owed, 0)::text as owed
    from accounts a
    left join (select currency, sum(overdraft) as owed from card_authorizations group by currency) o
      on o.currency = a.currency
    where a.kind = 'card_receivable' and a.balance <> -coalesce(o.owed, 0)`.execute(db);
  return [
    ...rows.map((row) => ({
      rule: "card_overdraft_to_collect" as const,
      subject: `customer ${row.user_id}`,
      detail: `owes ${row.owed} ${row.currency} (minor units) of card clearings past the balance`,
    })),
    ...off.map((row) => ({
      rule: "card_overdraft_to_collect" as const,
      subject: `card receivable ${row.currency}`,
      detail: `balance ${row.balance}, but customers owe ${row.owed}`,
    })),
  ];
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
