import { apiCatalogues } from "@larkspur/shared/i18n/api/catalogues";
import { defaultLocale } from "@larkspur/shared/locales";
import type { LedgerProblem, LedgerRule } from "../src/db/types";
import { inspectLedger } from "../src/modules/ledger";
import type { BalanceSamples } from "./faults";
import type { HarnessDb } from "./harness-db";
import type { History } from "./history";

export interface Check {
  name: string;
  /** Each counted thing that should not be, e.g. one account whose balance drifted. */
  violations: number;
  detail: string;
}

const MAIL_JOBS = `select id, state from pgboss.job where name = 'mail'
  union all select id, state from pgboss.archive where name = 'mail'`;

/** A scheduled run's payment carries its schedule's description after this (transfers' `scheduledDescription`). */
const SCHEDULED = "Scheduled · ";
/** Whether movement row `t` is a scheduled run's payment, or its recipient's row of one. */
const IS_SCHEDULED = `(t.description like '${SCHEDULED}%' or exists (select 1 from movement_rows p
  where p.id = t.payer_transfer_id and p.description like '${SCHEDULED}%'))`;
/** Runs skipped through the skip that tells their owner (in the app and by e-mail) why. */
const TOLD_SKIPS = "status = 'Skipped' and reason not in ('paused', 'cancelled', 'accountDisabled')";

const LEDGER_RULES = {
  books: ["entry_unbalanced", "balance_off_postings", "hold_off_postings"],
  states: ["status_contradicts_journal", "hold_off_pending_transfers", "card_purchase_contradicts_journal"],
  negative: ["available_negative"],
} satisfies Record<string, LedgerRule[]>;

/** The ledger's own self-check (the one the API runs every 10 minutes), its problems grouped by rule. */
async function ledgerRules(db: HarnessDb) {
  const { counts, problems } = await inspectLedger(db.kysely);
  const of = (rules: LedgerRule[]) => problems.filter((problem) => rules.includes(problem.rule));
  const describe = (found: LedgerProblem[]) =>
    found.length
      ? `; ${found
          .slice(0, 5)
          .map((p) => `${p.subject}: ${p.detail}`)
          .join("; ")}`
      : "";
  return {
    counts,
    books: of(LEDGER_RULES.books),
    states: of(LEDGER_RULES.states),
    negative: of(LEDGER_RULES.negative),
    describe,
  };
}

type LedgerRulesFound = Awaited<ReturnType<typeof ledgerRules>>;

/** The books balance: postings sum to zero per entry, each running total is its postings' sum. */
function ledger(found: LedgerRulesFound): Check {
  return {
    name: "ledger: every entry sums to 0, every balance and hold is the sum of its postings",
    violations: found.books.length,
    detail: `${found.counts.postings} postings in ${found.counts.journalEntries} entries; ${found.books.length} problems${found.describe(found.books)}`,
  };
}

function neverNegative(found: LedgerRulesFound, samples: BalanceSamples): Check {
  return {
    name: "no customer's available balance was ever negative",
    violations: samples.negativeSightings + found.negative.length,
    detail: `${samples.samples} samples during the run, lowest available $${Number(samples.lowestAvailableCents ?? 0n) / 100}; ${found.negative.length} negative at the end`,
  };
}

/**
 * Every acknowledged request happened exactly once (scheduled runs' payments, which no request made, are checked by
 * `schedulesRunOnce`), and each transfer or payment is where its acknowledged requests
 * put it; every completed payment gave its recipient one history row.
 */
async function exactlyOnce(db: HarnessDb, history: History): Promise<Check> {
  const rows = await db.query<{
    transaction_id: string;
    user_id: string;
    type: string;
    status: string;
    amount: bigint;
    received: boolean;
  }>(
    `select transaction_id, user_id, type, status, amount, payer_transfer_id is not null as received
     from movement_rows t
     where not exists (select 1 from card_authorizations c where c.transfer_id = t.id) and not ${IS_SCHEDULED}`,
  );
  const problems: string[] = [...history.surprises];
  const withdrawals = rows.filter((row) => row.type === "Withdrawal");
  const deposits = rows.filter((row) => row.type === "Deposit" && !row.received).length;
  // A conversion's target row points at its source row too; it is no payment received.
  const received = rows.filter((row) => row.received && row.type !== "Conversion").length;
  const paid = [...history.transfers.values()].filter(
    (outcome) => outcome.payeeId !== undefined && outcome.status === "Completed",
  ).length;
  if (withdrawals.length !== history.initiated.size) {
    problems.push(
      `${withdrawals.length} transfers and payments in the database for ${history.initiated.size} acknowledged initiates`,
    );
  }
  if (deposits !== history.depositCount) {
    problems.push(`${deposits} deposits in the database for ${history.depositCount} acknowledged deposits`);
  }
  if (received !== paid) problems.push(`${received} payments received for ${paid} acknowledged payments`);
  const byId = new Map(withdrawals.map((row) => [row.transaction_id, row]));
  for (const expected of history.transfers.values()) {
    const actual = byId.get(expected.transactionId);
    if (!actual) problems.push(`acknowledged transfer ${expected.transactionId} is missing`);
    else if (
      actual.status !== expected.status ||
      actual.amount !== expected.cents ||
      actual.user_id !== expected.customerId
    ) {
      problems.push(
        `${expected.transactionId} is ${actual.status}, its requests' answers say ${expected.status}`,
      );
    }
  }
  const keys = await db.query<{ key: string; transaction_id: string | null }>(
    "select key, response->>'transactionId' as transaction_id from idempotency_keys where key = any($1::text[])",
    [[...history.initiated.keys()]],
  );
  const replayed = new Map(keys.map((row) => [row.key, row.transaction_id]));
  for (const [key, transactionId] of history.initiated) {
    if (replayed.get(key) !== transactionId)
      problems.push(`key ${key} would replay ${replayed.get(key)}, not ${transactionId}`);
  }
  return {
    name: "every acknowledged request took effect exactly once",
    violations: problems.length,
    detail: `${history.initiated.size} transfers and payments (${paid} payments completed), ${history.depositCount} deposits${problems.length ? `; ${problems.slice(0, 8).join("; ")}` : ""}`,
  };
}

/**
 * A payment is whole or absent: a Completed one has exactly one journal entry taking its amount from the payer and
 * giving it to the recipient, and one received row for the recipient; any other has no entry and no received row.
 */
async function paymentsWholeOrAbsent(db: HarnessDb): Promise<Check> {
  const payments = await db.query<{
    transaction_id: string;
    status: string;
    whole: boolean;
    absent: boolean;
  }>(
    `with payments as (
       select t.id, t.transaction_id, t.status, t.amount, payer.id as payer_account, payee.id as payee_account,
         payee.user_id as payee_id,
         (select count(*) from journal_entries j where j.transfer_id = t.id) as entries,
         (select coalesce(sum(p.amount), 0) from journal_entries j join postings p on p.entry_id = j.id
            where j.transfer_id = t.id and j.kind = 'payment' and p.account_id = payer.id) as from_payer,
         (select coalesce(sum(p.amount), 0) from journal_entries j join postings p on p.entry_id = j.id
            where j.transfer_id = t.id and j.kind = 'payment' and p.account_id = payee.id) as to_payee,
         (select count(*) from journal_entries j join postings p on p.entry_id = j.id
            where j.transfer_id = t.id and p.account_id not in (payer.id, payee.id)) as elsewhere,
         (select count(*) from movement_rows r where r.payer_transfer_id = t.id) as receipts,
         (select count(*) from movement_rows r where r.payer_transfer_id = t.id and r.type = 'Deposit'
            and r.status = 'Completed' and r.user_id = payee.user_id and r.amount = t.amount) as right_receipts
       from movement_rows t
       join accounts payer on payer.id = t.account_id
       join accounts payee on payee.user_id = t.counterparty_id and payee.currency = t.currency
       where t.type = 'Withdrawal' and t.transfer_option = 'Larkspur')
     select transaction_id, status,
       status = 'Completed' and entries = 1 and from_payer = -amount and to_payee = amount and elsewhere = 0
         and receipts = 1 and right_receipts = 1 as whole,
       status in ('Unconfirmed', 'Cancelled') and entries = 0 and receipts = 0 as absent
     from payments`,
  );
  const [orphans] = await db.query<{ count: number }>(
    `select count(*)::int as count from movement_rows r
     where r.payer_transfer_id is not null and r.type <> 'Conversion' and not exists (
       select 1 from movement_rows t where t.id = r.payer_transfer_id and t.transfer_option = 'Larkspur')`,
  );
  const broken = payments.filter((payment) => !payment.whole && !payment.absent);
  const completed = payments.filter((payment) => payment.whole).length;
  return {
    name: "every payment is either fully done or not at all",
    violations: broken.length + (orphans?.count ?? 0),
    detail: `${payments.length} payments, ${completed} done, ${payments.length - completed - broken.length} not at all; ${broken.length} half done${
      broken.length
        ? ` (${broken
            .slice(0, 5)
            .map((payment) => `${payment.transaction_id} ${payment.status}`)
            .join(", ")})`
        : ""
    }; ${orphans?.count ?? 0} received rows without their payment`,
  };
}

/**
 * A money request is Paid at most once and only with exactly one payment: a Paid one by one Completed payment of its
 * amount to its requester, the one it names; any other by none. Every payment of a request its payer was told went
 * through is the one that paid it.
 */
async function requestsPaidOnce(db: HarnessDb, history: History): Promise<Check> {
  const requests = await db.query<{
    id: string;
    status: string;
    paid_by_its_payment: boolean;
    completed: number;
  }>(
    `select r.id, r.status,
       exists (select 1 from movement_rows t where t.id = r.paid_transfer_id and t.request_id = r.id
         and t.status = 'Completed' and t.type = 'Withdrawal' and t.amount = r.amount
         and t.counterparty_id = r.requester_id) as paid_by_its_payment,
       (select count(*) from movement_rows t where t.request_id = r.id and t.status = 'Completed')::int as completed
     from money_requests r`,
  );
  const problems = requests
    .filter((request) =>
      request.status === "Paid"
        ? request.completed !== 1 || !request.paid_by_its_payment
        : request.completed !== 0,
    )
    .map(
      (request) => `request ${request.id} is ${request.status} with ${request.completed} completed payments`,
    );
  const paidBy = new Map<string, string[]>();
  for (const outcome of history.transfers.values()) {
    if (outcome.requestId === undefined || outcome.status !== "Completed") continue;
    paidBy.set(outcome.requestId, [...(paidBy.get(outcome.requestId) ?? []), outcome.transactionId]);
  }
  const [paidRows] = await db.query<{ pairs: string[] | null }>(
    `select array_agg(r.id || ' ' || t.transaction_id) as pairs
     from money_requests r join movement_rows t on t.id = r.paid_transfer_id where r.status = 'Paid'`,
  );
  const recorded = new Set(paidRows?.pairs ?? []);
  for (const [requestId, transactionIds] of paidBy) {
    if (transactionIds.length > 1)
      problems.push(`request ${requestId} was paid ${transactionIds.length} times`);
    else if (!recorded.has(`${requestId} ${transactionIds[0]}`)) {
      problems.push(
        `request ${requestId} is not Paid by ${transactionIds[0]}, which its payer was told paid it`,
      );
    }
  }
  const paid = requests.filter((request) => request.status === "Paid").length;
  return {
    name: "every money request is Paid at most once, by exactly one payment",
    violations: problems.length,
    detail: `${requests.length} requests, ${paid} Paid${problems.length ? `; ${problems.slice(0, 5).join("; ")}` : ""}`,
  };
}

/**
 * Each customer's balance and hold in each currency are what the acknowledged deposits, completions, holds, payments
 * (sent and received), conversions and Made scheduled runs add up to. Only conversions move other currencies than dollars, so a balance
 * no acknowledged conversion touched must be empty.
 */
async function balancesMatchAnswers(db: HarnessDb, history: History): Promise<Check> {
  const expected = new Map<string, { balance: bigint; held: bigint }>();
  const totalsOf = (customerId: string, currency = "USD") => {
    const key = `${customerId} ${currency}`;
    if (!expected.has(key)) expected.set(key, { balance: 0n, held: 0n });
    return expected.get(key)!;
  };
  for (const [customerId, cents] of history.deposited) totalsOf(customerId).balance += cents;
  for (const transfer of history.transfers.values()) {
    const totals = totalsOf(transfer.customerId);
    if (transfer.status === "Completed") totals.balance -= transfer.cents;
    if (transfer.status === "Pending") totals.held += transfer.cents;
    if (transfer.status === "Completed" && transfer.payeeId !== undefined)
      totalsOf(transfer.payeeId).balance += transfer.cents;
  }
  for (const card of history.cards.values()) {
    const totals = totalsOf(card.customerId);
    if (card.status === "Completed") totals.balance -= card.cents;
    if (card.status === "Pending") totals.held += card.cents;
  }
  // A Made run paid once (schedulesRunOnce proves it); any other run moved nothing.
  const made = await db.query<{ user_id: string; payee_id: string; currency: string; amount: bigint }>(
    `select s.user_id, s.payee_id, s.currency, s.amount
     from schedule_runs r join schedules s on s.id = r.schedule_id where r.status = 'Made'`,
  );
  for (const run of made) {
    totalsOf(run.user_id, run.currency).balance -= run.amount;
    totalsOf(run.payee_id, run.currency).balance += run.amount;
  }
  for (const conversion of history.conversions.values()) {
    totalsOf(conversion.customerId, conversion.from).balance -= conversion.sellMinor;
    totalsOf(conversion.customerId, conversion.to).balance += conversion.buyMinor;
  }
  const accounts = await db.query<{ user_id: string; currency: string; balance: bigint; held: bigint }>(
    "select user_id, currency, balance, held from accounts where kind = 'customer'",
  );
  const empty = { balance: 0n, held: 0n };
  const off = accounts.filter((account) => {
    const totals = expected.get(`${account.user_id} ${account.currency}`) ?? empty;
    return totals.balance !== account.balance || totals.held !== account.held;
  });
  const currencies = [...new Set(accounts.map((account) => account.currency))].sort().join(", ");
  return {
    name: "every balance and hold is what the acknowledged requests add up to",
    violations: off.length,
    detail: `${accounts.length} customer accounts (${currencies}), ${off.length} off${off
      .slice(0, 5)
      .map((account) => `; ${account.user_id} ${account.currency} ${account.balance} held ${account.held}`)
      .join("")}`,
  };
}

/**
 * Every acknowledged conversion happened exactly once, at the terms its customer was told: one Completed source row
 * of the amount sold, one Completed target row of the amount bought pointing at it, and one `conversion` journal
 * entry taking exactly the first from the customer's source balance and giving exactly the second to their target
 * balance, touching no other balance of theirs. No conversion exists that no acknowledged convert accounts for, and
 * each convert's Idempotency-Key would replay the conversion it was told of.
 */
export async function conversionsOnce(db: HarnessDb, history: History): Promise<Check> {
  const rows = await db.query<{
    transaction_id: string;
    user_id: string;
    status: string;
    from_currency: string;
    to_currency: string | null;
    sold: bigint;
    bought: bigint | null;
    targets: number;
    entries: number;
    from_source: bigint;
    to_target: bigint;
    elsewhere: number;
  }>(
    `select s.transaction_id, s.user_id, s.status, s.currency as from_currency, target.currency as to_currency,
       s.amount as sold, target.amount as bought,
       (select count(*) from movement_rows b where b.payer_transfer_id = s.id)::int as targets,
       (select count(*) from journal_entries j where j.transfer_id = s.id and j.kind = 'conversion')::int as entries,
       (select coalesce(sum(p.amount), 0) from journal_entries j join postings p on p.entry_id = j.id
          where j.transfer_id = s.id and p.account_id = s.account_id)::bigint as from_source,
       (select coalesce(sum(p.amount), 0) from journal_entries j join postings p on p.entry_id = j.id
          where j.transfer_id = s.id and p.account_id = target.account_id)::bigint as to_target,
       (select count(*) from journal_entries j join postings p on p.entry_id = j.id join accounts a on a.id = p.account_id
          where j.transfer_id = s.id and a.kind = 'customer'
            and p.account_id not in (s.account_id, target.account_id))::int as elsewhere
     from movement_rows s
     left join movement_rows target on target.payer_transfer_id = s.id and target.type = 'Conversion'
       and target.status = 'Completed' and target.user_id = s.user_id
     where s.type = 'Conversion' and s.payer_transfer_id is null`,
  );
  const problems: string[] = [];
  const byId = new Map(rows.map((row) => [row.transaction_id, row]));
  if (rows.length !== history.conversions.size) {
    problems.push(
      `${rows.length} conversions in the database for ${history.conversions.size} acknowledged converts`,
    );
  }
  for (const expected of history.conversions.values()) {
    const actual = byId.get(expected.transactionId);
    if (!actual) {
      problems.push(`acknowledged conversion ${expected.transactionId} is missing`);
      continue;
    }
    const whole =
      actual.status === "Completed" &&
      actual.user_id === expected.customerId &&
      actual.from_currency === expected.from &&
      actual.to_currency === expected.to &&
      actual.sold === expected.sellMinor &&
      actual.bought === expected.buyMinor &&
      actual.targets === 1 &&
      actual.entries === 1 &&
      actual.from_source === -expected.sellMinor &&
      actual.to_target === expected.buyMinor &&
      actual.elsewhere === 0;
    if (!whole) {
      problems.push(
        `${expected.transactionId} took ${actual.from_source} ${actual.from_currency} and gave ${actual.to_target} ${actual.to_currency} in ${actual.entries} entries; its customer was told ${expected.sellMinor} and ${expected.buyMinor}`,
      );
    }
  }
  const keys = await db.query<{ key: string; transaction_id: string | null }>(
    "select key, response->>'transactionId' as transaction_id from idempotency_keys where key = any($1::text[])",
    [[...history.converted.keys()]],
  );
  const replayed = new Map(keys.map((row) => [row.key, row.transaction_id]));
  for (const [key, transactionId] of history.converted) {
    if (replayed.get(key) !== transactionId)
      problems.push(`convert key ${key} would replay ${replayed.get(key)}, not ${transactionId}`);
  }
  const moved = new Map<string, bigint>();
  for (const conversion of history.conversions.values()) {
    const sold = `sold ${conversion.from}`;
    const bought = `bought ${conversion.to}`;
    moved.set(sold, (moved.get(sold) ?? 0n) + conversion.sellMinor);
    moved.set(bought, (moved.get(bought) ?? 0n) + conversion.buyMinor);
  }
  const totals = [...moved].map(([what, minor]) => `${what} ${Number(minor) / 100}`).join(", ");
  return {
    name: "every acknowledged conversion took effect exactly once",
    violations: problems.length,
    detail: `${history.conversions.size} conversions (${totals || "none"}), ${history.expiredQuotes} converts refused for an expired quote${problems.length ? `; ${problems.slice(0, 5).join("; ")}` : ""}`,
  };
}

/** A transfer's journal agrees with its status: no hold left on a cancelled one, no completion without its debit. */
function statesMatchMoney(found: LedgerRulesFound): Check {
  return {
    name: "no transfer is in a state its money contradicts",
    violations: found.states.length,
    detail: `${found.counts.transfers} transfers; ${found.states.length} contradicted by their journal or holds${found.describe(found.states)}`,
  };
}

const subjectOf = (
  id: "mail.scheduleCode.subject" | "mail.scheduleSkipped.subject" | "mail.schedulePaused.subject",
) => apiCatalogues[defaultLocale][id].split("{")[0]!;

/**
 * Every mail job completed and left exactly one message; every transfer sent exactly the mails its life calls for (a
 * scheduled run's payment no code: its schedule's was sent when it was set up); every schedule one code, every run
 * skipped for a reason its owner is told one mail, every schedule paused by its skips one.
 */
async function mailOnce(db: HarnessDb): Promise<Check> {
  const [jobs] = await db.query(
    `with jobs as (${MAIL_JOBS})
     select (select count(*) from jobs)::int as enqueued,
       (select count(*) from jobs where state <> 'completed')::int as unfinished,
       (select count(*) - count(distinct id) from jobs)::int as repeated,
       (select count(*) from jobs j where not exists (select 1 from dev_mailbox m where m.id = j.id))::int as lost,
       (select count(*) from dev_mailbox m where not exists (select 1 from jobs j where j.id = m.id))::int as strays,
       (select count(*) from dev_mailbox)::int as delivered`,
  );
  const [perTransfer] = await db.query(
    `with expected as (
       select t.transaction_id, case when t.type = 'Conversion' then 0 when t.type = 'Deposit' then (t.status = 'Completed')::int else
         1 + (exists (select 1 from journal_entries j where j.transfer_id = t.id and j.kind = 'hold'))::int
           - (t.description like '${SCHEDULED}%')::int
           + (t.status in ('Completed', 'Cancelled'))::int
           + (t.request_id is not null and t.status = 'Completed')::int end as mails
       from movement_rows t
       where not exists (select 1 from card_authorizations c where c.transfer_id = t.id)),
     delivered as (
       select substring(mail->>'paragraphs' from 'reference (\\d+)') as transaction_id, count(*)::int as mails
       from dev_mailbox group by 1)
     select count(*) filter (where coalesce(d.mails, 0) <> e.mails)::int as wrong,
       (select count(*) from delivered d where d.transaction_id is not null
          and not exists (select 1 from expected e where e.transaction_id = d.transaction_id))::int as unknown
     from expected e left join delivered d using (transaction_id)`,
  );
  const [schedules] = await db.query(
    `select (select count(*) from schedules)::int as schedules,
       (select count(*) from dev_mailbox where starts_with(mail->>'subject', $1))::int as codes,
       (select count(*) from schedule_runs where ${TOLD_SKIPS})::int as skipped,
       (select count(*) from dev_mailbox where starts_with(mail->>'subject', $2))::int as skipped_mails,
       (select count(*) from notifications where kind = 'schedule.paused')::int as paused,
       (select count(*) from dev_mailbox where starts_with(mail->>'subject', $3))::int as paused_mails`,
    [
      subjectOf("mail.scheduleCode.subject"),
      subjectOf("mail.scheduleSkipped.subject"),
      subjectOf("mail.schedulePaused.subject"),
    ],
  );
  const scheduleMailsWrong =
    Math.abs(schedules.codes - schedules.schedules) +
    Math.abs(schedules.skipped_mails - schedules.skipped) +
    Math.abs(schedules.paused_mails - schedules.paused);
  return {
    name: "every enqueued e-mail was delivered exactly once",
    violations:
      jobs.unfinished +
      jobs.repeated +
      jobs.lost +
      jobs.strays +
      perTransfer.wrong +
      perTransfer.unknown +
      scheduleMailsWrong,
    detail: `${jobs.enqueued} mail jobs, ${jobs.delivered} delivered; ${jobs.unfinished} not completed, ${jobs.lost} lost, ${jobs.strays} without a job; ${perTransfer.wrong} transfers with the wrong number of mails; ${schedules.codes} schedule codes for ${schedules.schedules} schedules, ${schedules.skipped_mails} skip mails for ${schedules.skipped} skipped runs, ${schedules.paused_mails} pause mails for ${schedules.paused} pauses`,
  };
}

export async function runChecks(db: HarnessDb, history: History, samples: BalanceSamples): Promise<Check[]> {
  const found = await ledgerRules(db);
  return [
    ledger(found),
    neverNegative(found, samples),
    await exactlyOnce(db, history),
    await balancesMatchAnswers(db, history),
    await paymentsWholeOrAbsent(db),
    await requestsPaidOnce(db, history),
    statesMatchMoney(found),
    await cardsMatchAnswers(db, history),
    await schedulesRunOnce(db, history),
    await mailOnce(db),
  ];
}

/**
 * Every approved card authorisation the card network was told of is in the database once, where its events' answers
 * put it, and no approved one exists that no answer accounts for.
 */
async function cardsMatchAnswers(db: HarnessDb, history: History): Promise<Check> {
  const rows = await db.query<{
    authorization_id: string;
    user_id: string;
    state: string;
    authorized: bigint;
  }>(
    "select authorization_id, user_id, state, authorized from card_authorizations where decision = 'approved'",
  );
  const byId = new Map(rows.map((row) => [row.authorization_id, row]));
  const problems: string[] = [];
  if (rows.length !== history.cards.size) {
    problems.push(`${rows.length} approved authorisations in the database for ${history.cards.size} told of`);
  }
  for (const [id, expected] of history.cards) {
    const actual = byId.get(id);
    if (!actual) problems.push(`approved authorisation ${id} is missing`);
    else if (
      actual.state !== expected.status ||
      actual.authorized !== expected.cents ||
      actual.user_id !== expected.customerId
    ) {
      problems.push(`${id} is ${actual.state}, its events' answers say ${expected.status}`);
    }
  }
  return {
    name: "every card purchase is where the card network's answers put it",
    violations: problems.length,
    detail: `${history.cards.size} approved card purchases${problems.length ? `; ${problems.slice(0, 5).join("; ")}` : ""}`,
  };
}

/** Mail jobs not yet completed; the run settles when none are left. */
export async function unfinishedMail(db: HarnessDb): Promise<number> {
  const [row] = await db.query(
    `select count(*)::int as n from (${MAIL_JOBS}) jobs where state <> 'completed'`,
  );
  return row.n;
}

/**
 * Every due run of a confirmed schedule was made exactly once: each confirmed schedule (one run, today) has one run row,
 * for its first day, Made with exactly one Completed payment of its amount to its payee (the run's transaction), or
 * Skipped or Retrying with none; a Made run told both customers once in the app, a skip its owner once. No confirmed
 * schedule is one no confirm's answer accounts for, and every schedule a confirm's answer accounts for is confirmed.
 */
async function schedulesRunOnce(db: HarnessDb, history: History): Promise<Check> {
  const rows = await db.query<{
    id: string;
    user_id: string;
    payee_id: string;
    amount: bigint;
    description: string;
    runs: number;
    run_status: string | null;
    payments: number;
    paid_by_its_payment: boolean;
    sent_notices: number;
    received_notices: number;
  }>(
    `select s.id, s.user_id, s.payee_id, s.amount, s.description,
       (select count(*) from schedule_runs a where a.schedule_id = s.id)::int as runs,
       r.status as run_status,
       (select count(*) from movement_rows t where t.type = 'Withdrawal' and t.user_id = s.user_id
          and t.description = '${SCHEDULED}' || s.description)::int as payments,
       exists (select 1 from movement_rows t where t.transaction_id = r.transaction_id and t.type = 'Withdrawal'
          and t.status = 'Completed' and t.transfer_option = 'Larkspur' and t.user_id = s.user_id
          and t.counterparty_id = s.payee_id and t.amount = s.amount
          and t.description = '${SCHEDULED}' || s.description) as paid_by_its_payment,
       (select count(*) from notifications n where n.user_id = s.user_id and n.kind = 'payment.sent'
          and n.params->>'transactionId' = r.transaction_id)::int as sent_notices,
       (select count(*) from notifications n join movement_rows t on t.transaction_id = n.params->>'transactionId'
          join movement_rows p on p.id = t.payer_transfer_id
          where n.user_id = s.payee_id and n.kind = 'payment.received' and p.transaction_id = r.transaction_id)::int
         as received_notices
     from schedules s left join schedule_runs r on r.schedule_id = s.id and r.run_date = s.start_date
     where s.status <> 'Unconfirmed'`,
  );
  const problems: string[] = [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [id, expected] of history.schedules) {
    const actual = byId.get(id);
    if (!actual) problems.push(`confirmed schedule ${id} is not confirmed`);
    else if (
      actual.user_id !== expected.customerId ||
      actual.payee_id !== expected.payeeId ||
      actual.amount !== expected.cents
    ) {
      problems.push(`schedule ${id} is not the one its customer confirmed`);
    }
  }
  for (const row of rows) {
    const what = `schedule ${row.id} (${row.runs} runs, today's ${row.run_status ?? "missing"}, ${row.payments} payments)`;
    if (!history.schedules.has(row.id)) problems.push(`${what} was confirmed, though no answer said so`);
    if (row.runs !== 1 || row.run_status === null) problems.push(`${what}: its run was not made once`);
    else if (row.run_status === "Made") {
      if (row.payments !== 1 || !row.paid_by_its_payment)
        problems.push(`${what}: Made without its one payment`);
      else if (row.sent_notices !== 1 || row.received_notices !== 1) {
        problems.push(`${what}: ${row.sent_notices} sent and ${row.received_notices} received notifications`);
      }
    } else if (row.run_status === "Skipped" || row.run_status === "Retrying") {
      if (row.payments !== 0) problems.push(`${what}: ${row.run_status} yet paid`);
    } else problems.push(`${what}: still ${row.run_status}`);
  }
  const [told] = await db.query<{ skipped: number; notices: number }>(
    `select (select count(*) from schedule_runs where ${TOLD_SKIPS})::int as skipped,
       (select count(*) from notifications where kind = 'schedule.skipped')::int as notices`,
  );
  if (told && told.skipped !== told.notices) {
    problems.push(`${told.notices} skip notifications for ${told.skipped} skipped runs`);
  }
  const count = (status: string) => rows.filter((row) => row.run_status === status).length;
  return {
    name: "every due run of a confirmed schedule was made exactly once",
    violations: problems.length,
    detail: `${rows.length} confirmed schedules: ${count("Made")} runs Made, ${count("Skipped")} Skipped, ${count("Retrying")} Retrying for want of money${problems.length ? `; ${problems.slice(0, 5).join("; ")}` : ""}`,
  };
}

/**
 * What keeps the scheduled runs from being finished: confirmed schedules whose run is due and not claimed yet, and
 * runs claimed and not finished (Running).
 */
export async function scheduledRunsLeft(db: HarnessDb): Promise<{ due: number; running: number }> {
  const [row] = await db.query(
    `select (select count(*) from schedules where status = 'Active' and next_run_at <= now())::int as due,
       (select count(*) from schedule_runs where status = 'Running')::int as running`,
  );
  return row;
}

/**
 * A run left Running by an instance that stopped halfway is taken over once it is 5 minutes old; the harness ages the
 * runs Running for longer than any live run takes by those 5 minutes, rather than waiting them out. Answers how many.
 */
export async function ageStalledRuns(db: HarnessDb, stalledSeconds: number): Promise<number> {
  const aged = await db.query(
    `update schedule_runs set claimed_at = claimed_at - interval '5 minutes'
     where status = 'Running' and claimed_at between now() - interval '5 minutes' and now() - $1 * interval '1 second'
     returning id`,
    [stalledSeconds],
  );
  return aged.length;
}
