import { randomUUID } from "node:crypto";
import { pain002Xml } from "@larkspur/test-kit/iso20022";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LedgerRule, Trx } from "../src/db/types";
import { inspectLedger, runLedgerCheck } from "../src/modules/ledger/ledger-check.service";
import { importByHand } from "./support/bank-files";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import {
  type Customer,
  fund,
  initiate,
  mailsAbout,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  sendMoney,
  verify,
} from "./support/money";

/**
 * A ledger in the shape a day's work leaves it: a customer credited $500 with one $200 transfer Pending. Each test
 * then breaks one rule the way only a bug or a hand in the database could, with the guards that would refuse it
 * (the journal's triggers, the foreign keys, the available-balance CHECK) set aside inside the test.
 */
let t: TestApp;
let staff: Staff;
let customer: Customer;
let accountId: string;
let pendingTransactionId: string;
const logLines: string[] = [];

beforeEach(async () => {
  logLines.length = 0;
  t = await build({ LOG_LEVEL: "info" }, { write: (line) => void logLines.push(line) });
  staff = await operator(t);
  customer = await quickCustomer(t);
  await fund(t, staff, customer, 500);
  const { transactionId, verified } = await sendMoney(t, customer);
  expect(verified.statusCode, verified.body).toBe(200);
  pendingTransactionId = transactionId;
  const account = await t.ctx.db
    .selectFrom("accounts")
    .select("id")
    .where("user_id", "=", customer.id)
    .executeTakeFirstOrThrow();
  accountId = account.id;
});
afterEach(() => t.close());

/** Runs `plant` with triggers and foreign keys off, as only a superuser's hand could. */
function withGuardsOff(plant: (trx: Trx) => Promise<unknown>) {
  return t.ctx.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await plant(trx);
  });
}

async function systemAccount(kind: "settlement" | "funding"): Promise<string> {
  const row = await t.ctx.db
    .selectFrom("accounts")
    .select("id")
    .where("kind", "=", kind)
    .where("currency", "=", "USD")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A journal entry of no transfer, its postings and running totals written as given: by hand, as only a superuser
 * could, since the ledger's own functions refuse such entries.
 */
async function strayEntry(
  trx: Trx,
  postings: { accountId: string; bucket: "available" | "held"; amount: bigint }[],
  changes: { accountId: string; balance: bigint; held: bigint }[],
) {
  const entryId = randomUUID();
  await trx
    .insertInto("journal_entries")
    .values({ id: entryId, kind: "deposit", transfer_id: randomUUID() })
    .execute();
  await trx
    .insertInto("postings")
    .values(
      postings.map((p) => ({
        entry_id: entryId,
        account_id: p.accountId,
        bucket: p.bucket,
        amount: p.amount,
      })),
    )
    .execute();
  for (const change of changes) {
    await sql`update accounts set balance = balance + ${change.balance}::bigint, held = held + ${change.held}::bigint
      where id = ${change.accountId}::uuid`.execute(trx);
  }
}

const rulesBroken = async () => (await inspectLedger(t.ctx.db)).problems.map((problem) => problem.rule);

const plants: Record<LedgerRule, () => Promise<unknown>> = {
  entry_unbalanced: async () => {
    const settlement = await systemAccount("settlement");
    await withGuardsOff((trx) =>
      strayEntry(
        trx,
        [{ accountId: settlement, bucket: "available", amount: 100n }],
        [{ accountId: settlement, balance: 100n, held: 0n }],
      ),
    );
  },
  balance_off_postings: () =>
    sql`update accounts set balance = balance + 1 where id = ${accountId}`.execute(t.ctx.db),
  hold_off_postings: () =>
    // Balanced postings into the held bucket that the running hold never received.
    withGuardsOff((trx) =>
      strayEntry(
        trx,
        [
          { accountId, bucket: "available", amount: -1n },
          { accountId, bucket: "held", amount: 1n },
        ],
        [{ accountId, balance: 0n, held: 0n }],
      ),
    ),
  hold_off_pending_transfers: () =>
    sql`update movements set amount = amount + 100 where transaction_id = ${pendingTransactionId}`.execute(
      t.ctx.db,
    ),
  status_contradicts_journal: () =>
    t.ctx.db
      .insertInto("movements")
      .values({
        id: randomUUID(),
        transaction_id: `${Date.now()}`,
        user_id: customer.id,
        account_id: accountId,
        type: "Deposit",
        status: "Completed",
        amount: 700n,
        description: "A deposit credited without its journal entry",
      })
      .execute(),
  card_purchase_contradicts_journal: () =>
    // A card purchase Completed whose money was only ever held, never cleared.
    withGuardsOff(async (trx) => {
      const id = randomUUID();
      await trx
        .insertInto("movements")
        .values({
          id,
          transaction_id: `${Date.now()}1`,
          user_id: customer.id,
          account_id: accountId,
          type: "Withdrawal",
          status: "Completed",
          amount: 100n,
          description: "Card · A shop that never cleared",
        })
        .execute();
      await sql`select ledger_card_hold(${id}::uuid, ${accountId}::uuid, 100)`.execute(trx);
    }),
  card_overdraft_to_collect: () =>
    // The card receivable account says customers owe what no card clearing posted.
    sql`update accounts set balance = balance - 5 where kind = 'card_receivable' and currency = 'USD'`.execute(
      t.ctx.db,
    ),
  available_negative: async () => {
    const settlement = await systemAccount("settlement");
    await sql`alter table accounts drop constraint accounts_available_not_negative`.execute(t.ctx.db);
    // All $500 leave an account that holds part of it for the Pending transfer, in a balanced entry written to the
    // running totals: the hold now exceeds the balance.
    await withGuardsOff((trx) =>
      strayEntry(
        trx,
        [
          { accountId, bucket: "available", amount: -50_000n },
          { accountId: settlement, bucket: "available", amount: 50_000n },
        ],
        [
          { accountId, balance: -50_000n, held: 0n },
          { accountId: settlement, balance: 50_000n, held: 0n },
        ],
      ),
    );
  },
};

describe("the ledger's self-check", () => {
  it("reports 0 problems on a clean ledger, and records the run", async () => {
    expect(await rulesBroken()).toEqual([]);
    const check = await runLedgerCheck(t.ctx);
    expect(check.problem_count).toBe(0);
    expect(check.problems).toEqual([]);
    // The bank's six kinds of account in each of 30 currencies, the customer's and the operator's; a deposit,
    // a hold.
    expect({ accounts: check.accounts, entries: check.journal_entries, transfers: check.transfers }).toEqual({
      accounts: 6 * 30 + 2,
      entries: 2,
      transfers: 2,
    });
    expect(check.postings).toBe(4);
    expect(logLines.some((line) => JSON.parse(line).level >= 50)).toBe(false);
  });

  it.each(Object.keys(plants) as LedgerRule[])("finds a planted %s", async (rule) => {
    await plants[rule]();
    const broken = await rulesBroken();
    expect(broken).toContain(rule);
    expect(broken.filter((found) => found === rule)).toHaveLength(1);
  });

  it("reads a payment's two rows by its one entry, and finds a payment row the journal contradicts", async () => {
    const recipient = await quickCustomer(t);
    const started = await initiate(t, customer, samplePayment({ accountNumber: recipient.accountNumber }));
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, customer.email, transactionId));
    expect((await verify(t, customer, { otp, transactionId })).statusCode).toBe(200);
    expect(await rulesBroken()).toEqual([]);

    // A recipient's row pointing at a transfer that paid no one: its journal is a hold, not a payment.
    const pending = await t.ctx.db
      .selectFrom("movement_rows")
      .select("id")
      .where("transaction_id", "=", pendingTransactionId)
      .executeTakeFirstOrThrow();
    const received = randomUUID();
    await t.ctx.db
      .with("payment", (qc) =>
        qc
          .insertInto("payment_details")
          .values({
            movement_id: received,
            counterparty_name: "Ada L.",
            counterparty_account_number: customer.accountNumber,
          })
          .returning("movement_id"),
      )
      .insertInto("movements")
      .values({
        id: received,
        transaction_id: `${Date.now()}`,
        user_id: recipient.id,
        account_id: accountId,
        type: "Deposit",
        status: "Completed",
        amount: 100n,
        description: "A payment received that no one paid",
        transfer_option: "Larkspur",
        counterparty_id: customer.id,
        payer_transfer_id: pending.id,
      })
      .execute();
    expect(await rulesBroken()).toEqual(["status_contradicts_journal"]);
  });

  it("reads transfers the partner bank paid out or returned by their journal, and finds one it contradicts", async () => {
    const as = (url: string, xml?: string) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { ...bearer(staff.token), ...(xml && { "content-type": "application/xml" }) },
        ...(xml && { payload: xml }),
      });
    const { transactionId: returned } = await sendMoney(t, customer);
    for (const id of [pendingTransactionId, returned]) await as(`/api/admin/transfers/${id}/approve`);
    const batch = (await as("/api/admin/payment-batches")).json();
    const report = pain002Xml({
      originalMessageId: batch.messageId,
      payments: [
        { endToEndId: pendingTransactionId, status: "ACCP" },
        { endToEndId: returned, status: "RJCT", reasonCode: "AC01" },
      ],
    });
    const url = `/api/admin/payment-batches/${batch.id}/status`;
    const approved = await importByHand(t, { uploader: staff, approver: await operator(t) }, url, report);
    expect(approved.statusCode).toBe(200);
    expect(await rulesBroken()).toEqual([]);

    // Accepted by the bank without its money ever leaving settlement.
    const { transactionId: unpaid } = await sendMoney(t, customer);
    await as(`/api/admin/transfers/${unpaid}/approve`);
    await as("/api/admin/payment-batches");
    await sql`update payout_details set payout_status = 'Accepted'
      where movement_id = (select id from movements where transaction_id = ${unpaid})`.execute(t.ctx.db);
    expect(await rulesBroken()).toEqual(["status_contradicts_journal"]);
  });

  it("records a run with problems, logs it at error level and mails every active admin", async () => {
    const admin = await quickCustomer(t);
    await t.ctx.db.updateTable("users").set({ role: "admin" }).where("id", "=", admin.id).execute();
    await plants.balance_off_postings();

    const check = await runLedgerCheck(t.ctx);
    expect(check.problem_count).toBe(1);
    expect(check.problems).toEqual([
      {
        rule: "balance_off_postings",
        subject: `account ${accountId}`,
        detail: "balance 50001, its postings sum to 50000",
      },
    ]);
    const errors = logLines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toBe("Ledger check found problems");
    await expect
      .poll(() => mailsAbout(t, admin.email, "Ledger check found 1 problem"), { timeout: 10_000 })
      .toHaveLength(1);
    expect(await mailsAbout(t, staff.email, "Ledger check")).toHaveLength(0);

    const runs = await t.app.inject({
      method: "GET",
      url: "/api/admin/ledger-checks",
      headers: bearer(staff.token),
    });
    expect(runs.statusCode).toBe(200);
    const [latest] = runs.json().items;
    expect(latest).toMatchObject({
      id: Number(check.id),
      problemCount: 1,
      problems: [{ rule: "balance_off_postings", subject: `account ${accountId}` }],
    });
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/admin/ledger-checks",
      headers: bearer(customer.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
