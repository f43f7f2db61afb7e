import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { type RawBuilder, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyLedgerSql,
  customerAccountOf,
  deposit,
  openAccountIn,
  returnPayment,
} from "../src/modules/ledger";
import { ledgerSql } from "../src/modules/ledger/ledger-sql";
import { build, type TestApp } from "./support/build";
import {
  type Customer,
  fund,
  fundedCustomer,
  initiate,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  verify,
} from "./support/money";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");

/** Every source file of the API, as a path relative to src/. */
function sourceFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|sql)$/.test(entry.name) ? [path.relative(src, full)] : [];
  });
}

const MONEY_TABLES = "(postings|journal_entries|payment_entries_due)";
/**
 * SQL or Kysely that writes the journal, makes a payment due, or changes an account's balance or hold, or that calls
 * the ledger's functions past its face.
 */
const moneyWrites = [
  /\bledger_(write_entry|deposit|hold|complete|release|pay_out|return|convert|pay)\s*\(/,
  new RegExp(`\\b(insert\\s+into|update|delete\\s+from|truncate(\\s+table)?)\\s+${MONEY_TABLES}\\b`, "i"),
  new RegExp(
    `\\b(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*["'\`]${MONEY_TABLES}["'\`]`,
  ),
  /\bupdate\s+accounts\b[^;`]*?\bset\b[^;`]*?\b(balance|held)\b/i,
  /\bupdateTable\(\s*["'`]accounts["'`]\s*\)[^;]*?\bset\(\s*\{[^}]*\b(balance|held)\b/,
  /\bupdateTable\(\s*["'`]accounts["'`]\s*\)[^;]*?\bset\(\s*\(eb\)[^;]*?\b(balance|held)\b/,
];

/** The ledger's own files, and the migrations written before the ledger's SQL file existed. */
const mayMoveMoney = (file: string) =>
  file.startsWith(`modules${path.sep}ledger${path.sep}`) ||
  (file.startsWith(`db${path.sep}migrations${path.sep}`) && path.basename(file) < "0300");

describe("one door for money", () => {
  it("no code outside the ledger writes postings, journal entries, payments due, balances or holds", () => {
    const files = sourceFiles();
    const writers = files.filter((file) =>
      moneyWrites.some((pattern) => pattern.test(readFileSync(path.join(src, file), "utf8"))),
    );
    expect(writers.filter((file) => !mayMoveMoney(file))).toEqual([]);
    // The scan finds what it looks for: the ledger's own SQL and its migrations are found by it.
    expect(writers).toContain(path.join("modules", "ledger", "ledger.sql"));
    expect(writers).toContain(path.join("db", "migrations", "0170-payments-posted-at-commit.ts"));
  });
});

describe("the ledger's SQL functions", () => {
  let t: TestApp;
  let staff: Staff;
  let second: Staff;
  let customer: Customer;
  let accountId: string;
  let otherAccountId: string;
  let fundingId: string;
  let threshold: bigint;

  beforeAll(async () => {
    t = await build({ FOUR_EYES_THRESHOLD: "1000.00" });
    threshold = t.ctx.config.FOUR_EYES_THRESHOLD;
    staff = await operator(t);
    second = await operator(t);
    customer = await quickCustomer(t);
    await fund(t, staff, customer, 50);
    accountId = (await customerAccountOf(t.ctx.db, customer.id)).id;
    otherAccountId = (await customerAccountOf(t.ctx.db, (await quickCustomer(t)).id)).id;
    const funding = await t.ctx.db
      .selectFrom("accounts")
      .select("id")
      .where("kind", "=", "funding")
      .where("currency", "=", "USD")
      .executeTakeFirstOrThrow();
    fundingId = funding.id;
  });
  afterAll(() => t.close());

  /** The SQLSTATE the call fails with (ledger.sql: LK001 uncovered, LK002 four eyes, LK003 refused). */
  async function refusal(call: () => Promise<unknown>): Promise<string | undefined> {
    try {
      await call();
    } catch (error) {
      return (error as { code?: string }).code;
    }
    return undefined;
  }

  const run = (query: RawBuilder<unknown>) => () => query.execute(t.ctx.db);

  /** A payment from a new customer with money of their own to `recipient`, confirmed with its code. */
  async function pay(recipient: Customer) {
    const payer = await fundedCustomer(t, staff, 100);
    const started = await initiate(t, payer, samplePayment({ accountNumber: recipient.accountNumber }));
    expect(started.statusCode, started.body).toBe(200);
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, payer.email, transactionId));
    const verified = await verify(t, payer, { otp, transactionId });
    expect(verified.statusCode, verified.body).toBe(200);
  }

  it("refuses an entry whose postings do not sum to zero, before writing it", async () => {
    const entries = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from journal_entries`.execute(t.ctx.db)).rows[0]!.n,
      );
    const before = await entries();
    expect(
      await refusal(
        run(sql`select ledger_write_entry('deposit', ${randomUUID()}::uuid,
          array[${fundingId}::uuid, ${accountId}::uuid], array['available', 'available'], array[-100, 99]::bigint[])`),
      ),
    ).toBe("LK003");
    expect(
      await refusal(
        run(sql`select ledger_write_entry('deposit', ${randomUUID()}::uuid,
          array[${accountId}::uuid], array['available'], array[100]::bigint[])`),
      ),
    ).toBe("LK003");
    expect(await entries()).toBe(before);
  });

  it("refuses a movement of nothing or less, whatever the movement", async () => {
    const transferId = randomUUID();
    const calls = [
      sql`select ledger_hold(${transferId}::uuid, ${accountId}::uuid, 0)`,
      sql`select ledger_complete(${transferId}::uuid, ${accountId}::uuid, -1)`,
      sql`select ledger_release(${transferId}::uuid, ${accountId}::uuid, 0)`,
      sql`select ledger_pay_out(${transferId}::uuid, 'USD', 0)`,
      sql`select ledger_pay(${transferId}::uuid, ${accountId}::uuid, ${otherAccountId}::uuid, 0, '{}'::jsonb)`,
      sql`select ledger_deposit(${transferId}::uuid, ${accountId}::uuid, 0, ${staff.id}::uuid, null, 0)`,
      sql`select ledger_return(${transferId}::uuid, ${accountId}::uuid, -5, ${staff.id}::uuid, ${second.id}::uuid, 0)`,
      sql`select ledger_convert(${transferId}::uuid, ${accountId}::uuid, ${otherAccountId}::uuid, 'USD', 'EUR', 100, 0, 1)`,
    ];
    for (const call of calls) expect(await refusal(run(call))).toBe("LK003");
  });

  it("refuses what the available balance or the hold does not cover, telling the first apart", async () => {
    const transferId = randomUUID();
    const tooMuch = 5_001n;
    expect(
      await refusal(
        run(sql`select ledger_hold(${transferId}::uuid, ${accountId}::uuid, ${tooMuch}::bigint)`),
      ),
    ).toBe("LK001");
    expect(
      await refusal(
        run(sql`select ledger_pay(${transferId}::uuid, ${accountId}::uuid, ${otherAccountId}::uuid,
          ${tooMuch}::bigint, '{}'::jsonb)`),
      ),
    ).toBe("LK001");
    const { account: euros } = await t.ctx.db
      .transaction()
      .execute((trx) => openAccountIn(trx, customer.id, "EUR"));
    expect(
      await refusal(
        run(sql`select ledger_convert(${transferId}::uuid, ${accountId}::uuid, ${euros.id}::uuid, 'USD', 'EUR',
          ${tooMuch}::bigint, 4000, 20)`),
      ),
    ).toBe("LK001");
    // Nothing is held, so nothing can be completed or released.
    expect(await refusal(run(sql`select ledger_complete(${transferId}::uuid, ${accountId}::uuid, 1)`))).toBe(
      "LK003",
    );
    expect(await refusal(run(sql`select ledger_release(${transferId}::uuid, ${accountId}::uuid, 1)`))).toBe(
      "LK003",
    );
    // A payment between one account and itself, or to an account of the bank's, is no payment.
    expect(
      await refusal(
        run(
          sql`select ledger_pay(${transferId}::uuid, ${accountId}::uuid, ${accountId}::uuid, 1, '{}'::jsonb)`,
        ),
      ),
    ).toBe("LK003");
    expect(
      await refusal(
        run(
          sql`select ledger_pay(${transferId}::uuid, ${accountId}::uuid, ${fundingId}::uuid, 1, '{}'::jsonb)`,
        ),
      ),
    ).toBe("LK003");
    // A return gives back only what a completed transfer took.
    expect(
      await refusal(
        run(sql`select ledger_return(${transferId}::uuid, ${accountId}::uuid, 100, null, null, 0)`),
      ),
    ).toBe("LK003");
  });

  it("submits a transfer whole or not at all: a used code, a spent limit or a short balance undo every step", async () => {
    const { transactionId } = (await initiate(t, customer, sampleTransfer({ amount: 20 }))).json();
    const transfer = await t.ctx.db
      .selectFrom("movements")
      .select(["id", "status"])
      .where("transaction_id", "=", transactionId)
      .executeTakeFirstOrThrow();
    const code = await t.ctx.db
      .selectFrom("verifications")
      .select(["id", "attempts"])
      .where("subject_id", "=", transfer.id)
      .executeTakeFirstOrThrow();
    const submit = (verificationId: string, limitCents: bigint, perPayment: bigint) =>
      run(sql`select ledger_submit_transfer(${transfer.id}::uuid, ${verificationId}::uuid, ${customer.id}::uuid,
        now(), 5, ${limitCents}::bigint, ${perPayment}::bigint, 1000000, 1000000)`);
    const state = async () => ({
      status: (
        await t.ctx.db
          .selectFrom("movements")
          .select("status")
          .where("id", "=", transfer.id)
          .executeTakeFirstOrThrow()
      ).status,
      code: await t.ctx.db
        .selectFrom("verifications")
        .select(["attempts", "used_at"])
        .where("id", "=", code.id)
        .executeTakeFirstOrThrow(),
      held: (await customerAccountOf(t.ctx.db, customer.id)).held,
    });
    const untouched = await state();
    expect(untouched).toEqual({
      status: "Unconfirmed",
      code: { attempts: code.attempts, used_at: null },
      held: 0n,
    });

    expect(await refusal(submit(randomUUID(), 2_000n, 1_000_000n))).toBe("LK004");
    expect(await refusal(submit(code.id, 2_000n, 1_999n))).toBe("LK006");
    expect(await state()).toEqual(untouched);

    await sql`update movements set amount = 5001 where id = ${transfer.id}::uuid`.execute(t.ctx.db);
    expect(await refusal(submit(code.id, 2_000n, 1_000_000n))).toBe("LK001");
    expect(await state()).toEqual(untouched);
    await sql`update movements set amount = 2000 where id = ${transfer.id}::uuid`.execute(t.ctx.db);

    expect(await refusal(submit(code.id, 2_000n, 1_000_000n))).toBeUndefined();
    expect(await state()).toMatchObject({ status: "Pending", held: 2_000n });
    expect(await refusal(submit(code.id, 2_000n, 1_000_000n))).toBe("LK004");
  });

  it("completes no payment to a recipient who can no longer receive", async () => {
    const recipient = await quickCustomer(t);
    const recipientAccountId = (await customerAccountOf(t.ctx.db, recipient.id)).id;
    const complete = () =>
      run(sql`select ledger_complete_payment(${randomUUID()}::uuid, ${randomUUID()}::uuid, ${customer.id}::uuid,
        now(), 5, 100, 1000000, 1000000, 1000000, ${recipientAccountId}::uuid, '{}'::jsonb)`);
    // An active recipient passes to the code, which these made-up ids do not match.
    expect(await refusal(complete())).toBe("LK004");
    await sql`update users set status = 'disabled' where id = ${recipient.id}::uuid`.execute(t.ctx.db);
    expect(await refusal(complete())).toBe("LK007");
  });

  it("credits a payment's recipient once: a second row for the same payer's row is refused", async () => {
    const recipient = await quickCustomer(t);
    await pay(recipient);
    const credit = await t.ctx.db
      .selectFrom("movements")
      .selectAll()
      .where("user_id", "=", recipient.id)
      .where("payer_transfer_id", "is not", null)
      .executeTakeFirstOrThrow();
    const again = () =>
      t.ctx.db
        .insertInto("movements")
        .values({ ...credit, id: randomUUID(), transaction_id: `${Date.now()}` })
        .execute();
    expect(await refusal(again)).toBe("23505");
  });

  it("writes no movement on an account that does not exist or is of another currency", async () => {
    const funding = await t.ctx.db
      .selectFrom("movements")
      .selectAll()
      .where("user_id", "=", customer.id)
      .where("type", "=", "Deposit")
      .executeTakeFirstOrThrow();
    const copy = (changes: { account_id?: string; currency?: string }) => () =>
      t.ctx.db
        .insertInto("movements")
        .values({
          ...funding,
          id: randomUUID(),
          transaction_id: `${Date.now()}`,
          ...changes,
        })
        .execute();
    expect(await refusal(copy({ account_id: randomUUID() }))).toBe("23503");
    expect(await refusal(copy({ currency: "EUR" }))).toBe("23503");
  });

  describe("money in, at the door", () => {
    const movement = () => ({ transferId: randomUUID(), accountId, amount: 100_001n });
    const credit = (approval: Parameters<typeof deposit>[2], moved = movement()) =>
      refusal(() => t.ctx.db.transaction().execute((trx) => deposit(trx, moved, approval)));

    it("refuses a credit above the threshold that no second operator approved, called directly", async () => {
      expect(await credit({ initiatedBy: staff.id, approvedBy: null, threshold })).toBe("LK002");
    });

    it("refuses a credit approved by the operator who initiated it", async () => {
      expect(await credit({ initiatedBy: staff.id, approvedBy: staff.id, threshold })).toBe("LK002");
    });

    it("refuses money in of another currency without a second operator, at any amount", async () => {
      const { account: euros } = await t.ctx.db
        .transaction()
        .execute((trx) => openAccountIn(trx, customer.id, "EUR"));
      expect(
        await credit(
          { initiatedBy: staff.id, approvedBy: null, threshold },
          { transferId: randomUUID(), accountId: euros.id, amount: 1n },
        ),
      ).toBe("LK002");
    });

    it("refuses money in with no one behind it that the bank did not send", async () => {
      expect(await credit({ initiatedBy: null, approvedBy: null, threshold })).toBe("LK002");
      expect(await credit({ initiatedBy: null, approvedBy: second.id, threshold })).toBe("LK002");
    });

    it("refuses money in initiated or approved by someone who is not staff, or for their own account", async () => {
      expect(await credit({ initiatedBy: customer.id, approvedBy: null, threshold: 1_000_000n })).toBe(
        "LK002",
      );
      expect(await credit({ initiatedBy: staff.id, approvedBy: customer.id, threshold })).toBe("LK002");
      const own = (await customerAccountOf(t.ctx.db, staff.id)).id;
      expect(
        await credit(
          { initiatedBy: staff.id, approvedBy: second.id, threshold },
          { transferId: randomUUID(), accountId: own, amount: 100n },
        ),
      ).toBe("LK002");
    });

    it("refuses a credit without the four-eyes threshold", async () => {
      expect(await credit({ initiatedBy: staff.id, approvedBy: second.id, threshold: -1n })).toBe("LK002");
    });

    it("refuses a refund from a status report initiated without its approval", async () => {
      const refund = () =>
        t.ctx.db
          .transaction()
          .execute((trx) =>
            returnPayment(trx, movement(), { initiatedBy: staff.id, approvedBy: null, threshold: 0n }),
          );
      // Bounded first by the journal: no completed transfer took this amount.
      expect(await refusal(refund)).toBe("LK003");
    });
  });
});

describe("applying ledger.sql", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it("runs the file only when it changed, once however many processes ask at the same moment", async () => {
    const file = ledgerSql();
    expect(await applyLedgerSql(t.ctx.db, file)).toBe(false);
    const changed = `${file}\n-- A changed comment is a changed file.\n`;
    const runs = await Promise.all([applyLedgerSql(t.ctx.db, changed), applyLedgerSql(t.ctx.db, changed)]);
    expect(runs.sort()).toEqual([false, true]);
    expect(await applyLedgerSql(t.ctx.db, file)).toBe(true);
    expect(await applyLedgerSql(t.ctx.db, file)).toBe(false);
  });

  it("defines every function in PL/pgSQL, whose query plans PostgreSQL keeps for the session", async () => {
    const names = [...ledgerSql().matchAll(/create or replace function (\w+)\(/g)].map((match) => match[1]!);
    const languages = await sql<{ proname: string; lanname: string }>`
      select proname, lanname from pg_proc join pg_language on pg_language.oid = prolang
      where proname = any(${names}::text[])`.execute(t.ctx.db);
    expect(languages.rows.length).toBeGreaterThanOrEqual(names.length);
    expect(languages.rows.filter((row) => row.lanname !== "plpgsql")).toEqual([]);
  });

  it("changes nothing when the file fails: its functions and hash stay as they were", async () => {
    const recorded = async () =>
      (await sql<{ sha256: string }>`select sha256 from ledger_sql_applied`.execute(t.ctx.db)).rows[0]
        ?.sha256;
    const before = await recorded();
    const broken = `create or replace function ledger_hold() returns void language sql as $$ select 1 $$;\nnot sql;`;
    await expect(applyLedgerSql(t.ctx.db, broken)).rejects.toThrow();
    expect(await recorded()).toBe(before);
    const overloads = await sql<{
      n: string;
    }>`select count(*) as n from pg_proc where proname = 'ledger_hold'`.execute(t.ctx.db);
    expect(Number(overloads.rows[0]!.n)).toBe(1);
  });
});
