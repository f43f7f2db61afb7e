import { randomUUID } from "node:crypto";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewTransfer } from "../src/db/types";
import { retryingTrx } from "../src/lib/retrying-trx";
import { customerAccountOf, isUncoveredAtCommit, pay } from "../src/modules/ledger/ledger.service";
import { newTransactionId } from "../src/modules/transfers/transaction-id";
import { build, type TestApp } from "./support/build";
import {
  balanceOf,
  type Customer,
  fund,
  history,
  initiate,
  ledgerProblems,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  verify,
} from "./support/money";

/** Real concurrency needs real connections: these run on PostgreSQL only (TEST_DATABASE_URL). */
describe("payments under concurrency", () => {
  let t: TestApp;
  let staff: Staff;
  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  async function funded(dollars: number): Promise<Customer> {
    const customer = await quickCustomer(t);
    if (dollars > 0) await fund(t, staff, customer, dollars);
    return customer;
  }

  /** An Unconfirmed payment and its code, ready to be verified. */
  async function started(payer: Customer, recipient: Customer, amount: number) {
    const response = await initiate(
      t,
      payer,
      samplePayment({ accountNumber: recipient.accountNumber }, { amount }),
    );
    expect(response.statusCode).toBe(200);
    const { transactionId } = response.json();
    return { transactionId, otp: Number(await paymentCode(t, payer.email, transactionId)) };
  }

  /** The recipient's Deposit row, as a payment writes it at its commit. */
  function depositRow(
    payment: { id: string; amount: bigint },
    payer: Customer,
    recipient: { userId: string; accountId: string },
  ): NewTransfer {
    const now = new Date();
    return {
      id: randomUUID(),
      transaction_id: newTransactionId(now),
      user_id: recipient.userId,
      account_id: recipient.accountId,
      currency: "USD",
      type: "Deposit",
      status: "Completed",
      amount: payment.amount,
      description: "Test payment",
      transfer_option: "Larkspur",
      counterparty_id: payer.id,
      counterparty_name: "Payer P.",
      counterparty_account_number: payer.accountNumber,
      payer_transfer_id: payment.id,
      created_at: now,
      updated_at: now,
    };
  }

  /**
   * Resolves once a statement of this database waits for a lock another holds: the payment's verify, at the commit
   * of its one statement, where the payment is posted.
   */
  async function paymentWaitingForLock(): Promise<void> {
    for (let attempt = 0; attempt < 500; attempt++) {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.ctx.db);
      if (rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("No payment came to wait for a lock");
  }

  it("of two payments racing from one payer with money for one, exactly one is paid", async () => {
    const payer = await funded(50);
    const [first, second] = [await funded(0), await funded(0)];
    const payments = [await started(payer, first, 40), await started(payer, second, 40)];

    const answers = await Promise.all(payments.map((payment) => verify(t, payer, payment)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().code).toBe("insufficient_balance");
    expect(await balanceOf(t, payer)).toBe(10);
    expect((await balanceOf(t, first)) + (await balanceOf(t, second))).toBe(40);
  });

  it("customers paying each other at the same moment all get paid, each once", async () => {
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => [await funded(20), await funded(20)]),
    );
    const payments = await Promise.all(
      pairs.flatMap(([a, b]) => [
        started(a!, b!, 5).then((payment) => ({ payer: a!, payment })),
        started(b!, a!, 7).then((payment) => ({ payer: b!, payment })),
      ]),
    );
    const answers = await Promise.all(payments.map(({ payer, payment }) => verify(t, payer, payment)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    for (const [a, b] of pairs) {
      expect(await balanceOf(t, a!)).toBe(22);
      expect(await balanceOf(t, b!)).toBe(18);
    }
  });

  it("many payers paying one recipient at once are all credited", async () => {
    const shop = await funded(0);
    const payers = await Promise.all(Array.from({ length: 20 }, () => funded(10)));
    const payments = await Promise.all(payers.map((payer, i) => started(payer, shop, (100 + i) / 100)));
    const answers = await Promise.all(payments.map((payment, i) => verify(t, payers[i]!, payment)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    // 20 payments of $1.00 to $1.19.
    expect(await balanceOf(t, shop)).toBe(21.9);
  });

  it("a payment whose payer spends the money elsewhere before it commits is refused at the commit", async () => {
    const payer = await funded(50);
    const [first, second] = [await funded(0), await funded(0)];
    const late = await started(payer, first, 40);
    const rival = await started(payer, second, 20);
    const [row] = await t.ctx.db
      .selectFrom("movement_rows")
      .select(["id", "account_id"])
      .where("transaction_id", "=", late.transactionId)
      .execute();
    const { id: recipientAccountId } = await customerAccountOf(t.ctx.db, first.id);

    const refused = retryingTrx(t.ctx.db, async (trx) => {
      await pay(trx, {
        transferId: row!.id,
        payerAccountId: row!.account_id,
        recipientAccountId,
        amount: 4000n,
        recipientTransfer: depositRow({ id: row!.id, amount: 4000n }, payer, {
          userId: first.id,
          accountId: recipientAccountId,
        }),
      });
      // The payment's statement locks nothing, so the rival completes meanwhile and spends $20 of the $50.
      expect((await verify(t, payer, rival)).statusCode).toBe(200);
    });

    await expect(refused).rejects.toSatisfy(isUncoveredAtCommit);
    expect(await balanceOf(t, payer)).toBe(30);
    expect(await balanceOf(t, first)).toBe(0);
    expect(await balanceOf(t, second)).toBe(20);
  });

  it("holds no lock on the recipient's account before its commit locks both accounts", async () => {
    const customers = await Promise.all([funded(30), funded(30)]);
    const accounts = await Promise.all(customers.map((customer) => customerAccountOf(t.ctx.db, customer.id)));
    // The commit locks the accounts in id order: the payer's first, so holding it stops the payment at its commit.
    const payerFirst = accounts[0]!.id < accounts[1]!.id;
    const [payer, recipient] = payerFirst ? customers : [customers[1]!, customers[0]!];
    const [payerAccount, recipientAccount] = payerFirst ? accounts : [accounts[1]!, accounts[0]!];
    const payment = await started(payer!, recipient!, 10);

    const { answer } = await t.ctx.db.transaction().execute(async (holding) => {
      await sql`select 1 from accounts where id = ${payerAccount!.id} for no key update`.execute(holding);
      const answer = verify(t, payer!, payment);
      await paymentWaitingForLock();
      // FOR UPDATE conflicts with every row lock, a foreign key's key-share lock included: it is taken at once.
      await t.ctx.db
        .transaction()
        .execute((rival) =>
          sql`select 1 from accounts where id = ${recipientAccount!.id} for update nowait`.execute(rival),
        );
      return { answer };
    });

    expect((await answer).statusCode).toBe(200);
    expect(await balanceOf(t, payer!)).toBe(20);
    expect(await balanceOf(t, recipient!)).toBe(40);
    const [credit] = (await history(t, recipient!)).json() as Record<string, unknown>[];
    expect(credit).toMatchObject({ type: "Deposit", transferOption: "Larkspur", amount: 10 });
  });
});
