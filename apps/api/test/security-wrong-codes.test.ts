import { codeIn } from "@larkspur/test-kit/mail";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, uniqueEmail } from "./support/customers";
import {
  type Customer,
  fund,
  initiate,
  operator,
  outboxMail,
  quickCustomer,
  type Staff,
  transferCode,
  verify,
} from "./support/money";

const MAX = 6;
const holdSubject = "Transfers from your Larkspur account are on hold";

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await build({ CODE_MAX_FAILURES: String(MAX) });
  staff = await operator(t);
});
afterAll(() => t.close());

const wrongFor = (code: string) => String(((Number(code) - 100000 + 1) % 900000) + 100000);

async function fundedQuickCustomer(): Promise<Customer> {
  const customer = await quickCustomer(t);
  await fund(t, staff, customer, 500);
  return customer;
}

/** A new transfer and a code that is not its own. */
async function transferWithWrongCode(customer: Customer) {
  const started = await initiate(t, customer, sampleTransfer({ amount: 1 }));
  expect(started.statusCode).toBe(200);
  const { transactionId } = started.json();
  const code = await transferCode(t, customer.email, transactionId);
  return { transactionId, code, wrong: Number(wrongFor(code)) };
}

async function holdEntries(userId: string) {
  return t.ctx.db
    .selectFrom("audit_log")
    .selectAll()
    .where("subject_id", "=", userId)
    .where("action", "=", "customer.hold-transfers")
    .execute();
}

const transferDisabled = async (customer: Customer) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(customer.token) })).json()
    .transferDisabled as boolean;

async function holdMails(customer: Customer): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from pgboss.job
    where name = 'mail' and data->>'to' = ${customer.email} and data->>'subject' = ${holdSubject}`.execute(
    t.ctx.db,
  );
  return rows[0]!.count;
}

describe("wrong codes per account", () => {
  it("holds the account's transfers at CODE_MAX_FAILURES wrong codes across transfers, as the system, and says so", async () => {
    const customer = await fundedQuickCustomer();
    const first = await transferWithWrongCode(customer);
    for (let i = 0; i < 5; i++) {
      expect(
        (await verify(t, customer, { transactionId: first.transactionId, otp: first.wrong })).statusCode,
      ).toBe(400);
    }
    expect(await transferDisabled(customer)).toBe(false);
    const second = await transferWithWrongCode(customer);
    expect(
      (await verify(t, customer, { transactionId: second.transactionId, otp: second.wrong })).statusCode,
    ).toBe(400);

    expect(await transferDisabled(customer)).toBe(true);
    const [entry, ...more] = await holdEntries(customer.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actor_id: null,
      actor_email: "Larkspur (system)",
      reason: "Too many wrong codes",
    });
    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?subject=${customer.id}`,
      headers: bearer(staff.token),
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().items[0]).toMatchObject({ actorId: null, reason: "Too many wrong codes" });
    const mail = await outboxMail(t, customer.email, holdSubject);
    expect(mail?.text).toContain("Too many wrong codes were entered");

    // Even the right code of the transfer still waiting is refused now.
    const right = await verify(t, customer, {
      transactionId: second.transactionId,
      otp: Number(second.code),
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe("account_on_hold");
    expect((await initiate(t, customer, sampleTransfer({ amount: 1 }))).statusCode).toBe(403);
  });

  it("counts wrong codes sent at once one by one, and holds and e-mails once", async () => {
    const customer = await fundedQuickCustomer();
    const transfers = await Promise.all([1, 2, 3].map(() => transferWithWrongCode(customer)));
    const answers = await Promise.all(
      transfers.flatMap(({ transactionId, wrong }) =>
        Array.from({ length: 4 }, () => verify(t, customer, { transactionId, otp: wrong })),
      ),
    );
    const wrongAnswers = answers.filter((answer) => answer.statusCode === 400).length;
    const counted = await t.ctx.db
      .selectFrom("wrong_code_counts")
      .select("failures")
      .where("user_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(counted.failures).toBe(wrongAnswers);
    expect(wrongAnswers).toBeGreaterThanOrEqual(MAX);
    expect(await transferDisabled(customer)).toBe(true);
    expect(await holdEntries(customer.id)).toHaveLength(1);
    expect(await holdMails(customer)).toBe(1);
  });

  it("counts wrong e-mail-change codes too, and then refuses even the right one", async () => {
    const customer = await fundedQuickCustomer();
    const newEmail = uniqueEmail("held");
    const confirm = (otp: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/user/${customer.id}/email/verify`,
        headers: bearer(customer.token),
        payload: { otp },
      });
    let code = "";
    for (let i = 0; i < MAX; i++) {
      // A code takes 5 tries; a new request brings a new one.
      if (i % 5 === 0) {
        await t.app.inject({
          method: "PUT",
          url: `/api/user/${customer.id}`,
          headers: bearer(customer.token),
          payload: { email: newEmail },
        });
        const mail = await outboxMail(t, newEmail, "Confirm your new Larkspur e-mail address");
        code = codeIn(mail!.text);
      }
      expect((await confirm(wrongFor(code))).statusCode).toBe(400);
    }
    expect(await transferDisabled(customer)).toBe(true);
    const refused = await confirm(code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("account_on_hold");
  });

  it("lets an operator lift the hold, which starts the count afresh", async () => {
    const customer = await fundedQuickCustomer();
    for (let round = 0; round < 2; round++) {
      const transfer = await transferWithWrongCode(customer);
      for (let i = 0; i < 3; i++)
        await verify(t, customer, { transactionId: transfer.transactionId, otp: transfer.wrong });
    }
    expect(await transferDisabled(customer)).toBe(true);
    const release = await t.app.inject({
      method: "PUT",
      url: `/api/admin/customers/${customer.id}`,
      headers: bearer(staff.token),
      payload: { transferDisabled: false, reason: "Spoke to the customer" },
    });
    expect(release.statusCode).toBe(200);
    expect(await transferDisabled(customer)).toBe(false);

    const next = await transferWithWrongCode(customer);
    expect(
      (await verify(t, customer, { transactionId: next.transactionId, otp: next.wrong })).statusCode,
    ).toBe(400);
    expect(await transferDisabled(customer)).toBe(false);
    const right = await verify(t, customer, { transactionId: next.transactionId, otp: Number(next.code) });
    expect(right.statusCode).toBe(200);
  });

  it("forgets wrong codes older than 24 hours", async () => {
    const customer = await fundedQuickCustomer();
    const transfer = await transferWithWrongCode(customer);
    for (let i = 0; i < 4; i++)
      await verify(t, customer, { transactionId: transfer.transactionId, otp: transfer.wrong });
    await t.ctx.db
      .updateTable("wrong_code_counts")
      .set({ window_started_at: new Date(Date.now() - 25 * 3_600_000) })
      .where("user_id", "=", customer.id)
      .execute();
    const next = await transferWithWrongCode(customer);
    for (let i = 0; i < 3; i++)
      await verify(t, customer, { transactionId: next.transactionId, otp: next.wrong });
    expect(await transferDisabled(customer)).toBe(false);
    const counted = await t.ctx.db
      .selectFrom("wrong_code_counts")
      .select("failures")
      .where("user_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(counted.failures).toBe(3);
  });
});
