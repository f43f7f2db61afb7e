import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import {
  balanceOf,
  type Customer,
  cancel,
  fund,
  initiate,
  ledgerProblems,
  operator,
  outboxMail,
  paymentCode,
  quickCustomer,
  type Staff,
  sendMoney,
  transferCode,
  verify,
} from "./support/money";

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  // Deposits up to $1,000,000 need one operator here, so customers can hold more than the limits.
  t = await build({ FOUR_EYES_THRESHOLD: "1000000.00" });
  staff = await operator(t);
});
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

const call = (token: string, method: "GET" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const limitsOf = (customer: Customer, as = customer.token) => call(as, "GET", `/api/limits/${customer.id}`);
const setLimits = (customer: Customer, body: object, as = customer.token) =>
  call(as, "PUT", `/api/limits/${customer.id}`, body);
const setBankLimits = (customer: Customer, body: object, as = staff.token) =>
  call(as, "PUT", `/api/admin/customers/${customer.id}/limits`, body);

async function funded(dollars: number): Promise<Customer> {
  const customer = await quickCustomer(t);
  await fund(t, staff, customer, dollars);
  return customer;
}

/** Moves when the money of the customer's transfer left, as if it had been sent then. */
const sentAt = (transactionId: string, when: Date) =>
  t.ctx.db
    .updateTable("movements")
    .set({ money_out_at: when })
    .where("transaction_id", "=", transactionId)
    .execute();

const refusal = (limitText: string) => ({ message: limitText, code: "limit_exceeded" });

describe("a customer's limits on money out", () => {
  it("start at the configured standard: $10,000 a payment, $25,000 a day, $100,000 in 30 days", async () => {
    const customer = await quickCustomer(t);
    const response = await limitsOf(customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      perPayment: 10000,
      daily: 25000,
      monthly: 100000,
      usedToday: 0,
      used30Days: 0,
    });
  });

  it("refuses one payment over the per-payment limit, at initiate, naming the limit", async () => {
    const customer = await funded(20_000);
    const response = await initiate(t, customer, sampleTransfer({ amount: 10_000.01 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal(
        "This is over your limit of $10,000.00 per payment. You can send at most $10,000.00 at a time.",
      ),
    );
    expect((await initiate(t, customer, sampleTransfer({ amount: 10_000 }))).statusCode).toBe(200);
  });

  it("refuses what would pass the daily limit, saying how much more can go today", async () => {
    const customer = await funded(30_000);
    for (const amount of [10_000, 10_000]) {
      const { verified } = await sendMoney(t, customer, sampleTransfer({ amount }));
      expect(verified.statusCode).toBe(200);
    }
    const response = await initiate(t, customer, sampleTransfer({ amount: 6_000 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal("This is over your daily limit of $25,000.00. You can send $5,000.00 more today."),
    );
    expect((await limitsOf(customer)).json()).toMatchObject({ usedToday: 20_000, used30Days: 20_000 });
    expect((await sendMoney(t, customer, sampleTransfer({ amount: 5_000 }))).verified.statusCode).toBe(200);
  });

  it("counts a day from midnight in the customer's own time zone, and 30 days back from now", async () => {
    const customer = await funded(1_000);
    await t.ctx.db
      .updateTable("users")
      .set({ time_zone: "Asia/Kolkata" })
      .where("id", "=", customer.id)
      .execute();
    const first = await sendMoney(t, customer, sampleTransfer({ amount: 100 }));
    const second = await sendMoney(t, customer, sampleTransfer({ amount: 40 }));
    const midnight = midnightIn("Asia/Kolkata", new Date());

    await sentAt(first.transactionId, midnight);
    expect((await limitsOf(customer)).json()).toMatchObject({ usedToday: 140, used30Days: 140 });
    await sentAt(first.transactionId, new Date(midnight.getTime() - 1));
    expect((await limitsOf(customer)).json()).toMatchObject({ usedToday: 40, used30Days: 140 });
    await sentAt(first.transactionId, new Date(Date.now() - 30 * 86_400_000 + 60_000));
    expect((await limitsOf(customer)).json()).toMatchObject({ usedToday: 40, used30Days: 140 });
    await sentAt(first.transactionId, new Date(Date.now() - 30 * 86_400_000 - 60_000));
    expect((await limitsOf(customer)).json()).toMatchObject({ usedToday: 40, used30Days: 40 });
    expect(second.verified.statusCode).toBe(200);
  });

  it("refuses what would pass the 30-day limit, saying how much more can go in these 30 days", async () => {
    const customer = await funded(1_000);
    expect((await setLimits(customer, { daily: 200, monthly: 300 })).statusCode).toBe(200);
    const earlier = await sendMoney(t, customer, sampleTransfer({ amount: 150 }));
    await sentAt(earlier.transactionId, new Date(Date.now() - 3 * 86_400_000));
    await sendMoney(t, customer, sampleTransfer({ amount: 50 }));

    const response = await initiate(t, customer, sampleTransfer({ amount: 120 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal("This is over your 30-day limit of $300.00. You can send $100.00 more in these 30 days."),
    );
    // Of two limits passed, the one that leaves less room is named.
    expect((await setLimits(customer, { daily: 120 })).statusCode).toBe(200);
    expect((await initiate(t, customer, sampleTransfer({ amount: 110 }))).json()).toEqual(
      refusal("This is over your daily limit of $120.00. You can send $70.00 more today."),
    );
  });

  it("counts Pending and Completed money out, not a cancelled transfer nor one waiting for its code", async () => {
    const customer = await funded(1_000);
    const pending = await sendMoney(t, customer, sampleTransfer({ amount: 30 }));
    const unconfirmed = await initiate(t, customer, sampleTransfer({ amount: 7 }));
    expect(unconfirmed.statusCode).toBe(200);
    expect((await limitsOf(customer)).json()).toMatchObject({ usedToday: 30, used30Days: 30 });
    expect((await cancel(t, customer, pending.transactionId)).statusCode).toBe(200);
    expect((await limitsOf(customer)).json()).toMatchObject({ usedToday: 0, used30Days: 0 });
  });

  it("checks again at verify: a limit lowered after initiate refuses the code and holds nothing", async () => {
    const customer = await funded(500);
    const started = await initiate(t, customer, sampleTransfer({ amount: 80 }));
    const { transactionId } = started.json();
    expect((await setLimits(customer, { perPayment: 50 })).statusCode).toBe(200);
    const otp = Number(await transferCode(t, customer.email, transactionId));
    const refused = await verify(t, customer, { otp, transactionId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      refusal("This is over your limit of $50.00 per payment. You can send at most $50.00 at a time."),
    );
    expect(await balanceOf(t, customer)).toBe(500);
    const row = await t.ctx.db
      .selectFrom("movement_rows")
      .select(["status", "money_out_at"])
      .where("transaction_id", "=", transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "Unconfirmed", money_out_at: null });
  });

  it("answers in the customer's language, with amounts as it writes them", async () => {
    const customer = await funded(500);
    await t.ctx.db.updateTable("users").set({ language: "es" }).where("id", "=", customer.id).execute();
    await setLimits(customer, { daily: 100 });
    const response = await initiate(t, customer, sampleTransfer({ amount: 150 }));
    const inSpanish = (dollars: string) =>
      new Intl.NumberFormat("es", { style: "currency", currency: "USD" }).format(Number(dollars));
    expect(response.json()).toEqual(
      refusal(
        `Esto supera su límite diario de ${inSpanish("100")}. Hoy puede enviar ${inSpanish("100")} más.`,
      ),
    );
  });
});

describe("payments to other customers", () => {
  async function pay(payer: Customer, payee: Customer, amount: number) {
    const started = await initiate(
      t,
      payer,
      samplePayment({ accountNumber: payee.accountNumber }, { amount }),
    );
    if (started.statusCode !== 200) return started;
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, payer.email, transactionId));
    return verify(t, payer, { otp, transactionId });
  }

  it("are held to the same limits, and count with transfers", async () => {
    const payer = await funded(1_000);
    const payee = await quickCustomer(t);
    await setLimits(payer, { perPayment: 100, daily: 150 });
    const tooBig = await pay(payer, payee, 100.01);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual(
      refusal("This is over your limit of $100.00 per payment. You can send at most $100.00 at a time."),
    );
    expect((await pay(payer, payee, 90)).json()).toMatchObject({ status: "Completed" });
    expect((await limitsOf(payer)).json()).toMatchObject({ usedToday: 90, used30Days: 90 });
    expect((await limitsOf(payee)).json()).toMatchObject({ usedToday: 0, used30Days: 0 });
    expect((await initiate(t, payer, sampleTransfer({ amount: 70 }))).json()).toEqual(
      refusal("This is over your daily limit of $150.00. You can send $60.00 more today."),
    );
    expect((await sendMoney(t, payer, sampleTransfer({ amount: 60 }))).verified.statusCode).toBe(200);
    expect((await pay(payer, payee, 0.01)).json()).toEqual(
      refusal("This is over your daily limit of $150.00. You can send $0.00 more today."),
    );
  });

  it("checks again at verify: a limit lowered after initiate refuses the code and moves nothing", async () => {
    const payer = await funded(500);
    const payee = await quickCustomer(t);
    const started = await initiate(
      t,
      payer,
      samplePayment({ accountNumber: payee.accountNumber }, { amount: 80 }),
    );
    const { transactionId } = started.json();
    await setLimits(payer, { daily: 50 });
    const otp = Number(await paymentCode(t, payer.email, transactionId));
    const refused = await verify(t, payer, { otp, transactionId });
    expect(refused.json()).toEqual(
      refusal("This is over your daily limit of $50.00. You can send $50.00 more today."),
    );
    expect(await balanceOf(t, payer)).toBe(500);
    expect(await balanceOf(t, payee)).toBe(0);
  });
});

describe("the customer setting their own limits", () => {
  it("lowers only the limits sent, and may raise them back up to the bank's", async () => {
    const customer = await quickCustomer(t);
    const lowered = await setLimits(customer, { daily: 500.5 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toEqual({
      perPayment: 10000,
      daily: 500.5,
      monthly: 100000,
      usedToday: 0,
      used30Days: 0,
    });
    expect((await setLimits(customer, { perPayment: 20, monthly: 1000 })).json()).toMatchObject({
      perPayment: 20,
      daily: 500.5,
      monthly: 1000,
    });
    expect((await setLimits(customer, { daily: 25_000 })).json()).toMatchObject({ daily: 25_000 });
  });

  it.each([
    [
      { daily: 25_000.01 },
      "Your daily limit can be at most $25,000.00, the bank's limit for you. Ask our support team to raise it.",
    ],
    [
      { perPayment: 10_001 },
      "Your per-payment limit can be at most $10,000.00, the bank's limit for you. Ask our support team to raise it.",
    ],
    [
      { monthly: 100_000.01 },
      "Your 30-day limit can be at most $100,000.00, the bank's limit for you. Ask our support team to raise it.",
    ],
  ])("refuses %j: above the bank's limit", async (body, message) => {
    const customer = await quickCustomer(t);
    const response = await setLimits(customer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "validation_error" });
    expect((await limitsOf(customer)).json()).toMatchObject({
      perPayment: 10000,
      daily: 25000,
      monthly: 100000,
    });
  });

  it.each([
    [{}, "Send perPayment, daily, monthly or more than one of them"],
    [{ daily: 100, usedToday: 0 }, "Send only perPayment, daily and monthly"],
    [{ daily: 0 }, "Daily limit must be more than 0"],
    [{ daily: -5 }, "Daily limit must be more than 0"],
    [{ monthly: 10.001 }, "30-day limit can have at most 2 decimals"],
    [{ perPayment: "50" }, "Per-payment limit is required"],
  ])("refuses %j", async (body, message) => {
    const customer = await quickCustomer(t);
    const response = await setLimits(customer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "validation_error" });
  });

  it("lets no one else read or change them; staff read them", async () => {
    const customer = await quickCustomer(t);
    const other = await quickCustomer(t);
    expect((await limitsOf(customer, other.token)).statusCode).toBe(403);
    expect((await setLimits(customer, { daily: 1 }, other.token)).statusCode).toBe(403);
    expect((await setLimits(customer, { daily: 1 }, staff.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/limits/${customer.id}` })).statusCode).toBe(401);
    expect((await limitsOf(customer, staff.token)).statusCode).toBe(200);
    expect((await limitsOf(customer)).json()).toMatchObject({ daily: 25000 });
  });
});

describe("an operator changing a customer's limits", () => {
  it("raises them above the standard, with a reason: audited, the customer e-mailed, the customer's own choice gone", async () => {
    const customer = await funded(40_000);
    await setLimits(customer, { daily: 1000 });
    const response = await setBankLimits(customer, {
      daily: 50_000,
      perPayment: 30_000,
      reason: "Buying a car; ID checked",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      perPayment: 30_000,
      daily: 50_000,
      monthly: 100_000,
      usedToday: 0,
      used30Days: 0,
      bankLimits: { perPayment: 30_000, daily: 50_000, monthly: 100_000 },
      standardLimits: { perPayment: 10_000, daily: 25_000, monthly: 100_000 },
    });
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("subject_id", "=", customer.id)
      .where("action", "=", "customer.change-limits")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: staff.id,
      reason: "Buying a car; ID checked",
      before: { perPayment: 10_000, daily: 1000, monthly: 100_000 },
      after: { perPayment: 30_000, daily: 50_000, monthly: 100_000 },
    });
    const mail = await outboxMail(t, customer.email, "Your Larkspur sending limits were changed");
    expect(mail?.text).toContain("$30,000.00 per payment, $50,000.00 a day and $100,000.00 in 30 days");

    expect((await sendMoney(t, customer, sampleTransfer({ amount: 30_000 }))).verified.statusCode).toBe(200);
    // The customer may lower it again, and raise it back to the bank's limit for them, not above.
    expect((await setLimits(customer, { daily: 40_000 })).json()).toMatchObject({ daily: 40_000 });
    expect((await setLimits(customer, { daily: 50_000 })).statusCode).toBe(200);
    expect((await setLimits(customer, { daily: 50_000.01 })).statusCode).toBe(400);
  });

  it("lowers them, and null puts one back to the standard", async () => {
    const customer = await quickCustomer(t);
    const lowered = await setBankLimits(customer, { monthly: 2_000, reason: "Suspected fraud" });
    expect(lowered.json()).toMatchObject({ monthly: 2_000, bankLimits: { monthly: 2_000 } });
    expect((await setLimits(customer, { monthly: 2_000.01 })).statusCode).toBe(400);
    const restored = await setBankLimits(customer, { monthly: null, reason: "Cleared" });
    expect(restored.json()).toMatchObject({ monthly: 100_000, bankLimits: { monthly: 100_000 } });
  });

  it.each([
    [{ daily: 500 }, "A reason is required"],
    [{ daily: 500, reason: "  " }, "A reason is required"],
    [{ reason: "Nothing" }, "Send perPayment, daily, monthly or more than one of them"],
    [{ daily: 500, reason: "x", status: "active" }, "Send only perPayment, daily, monthly and reason"],
    [{ daily: 10_000_000.01, reason: "x" }, "Daily limit can be at most 10,000,000 dollars"],
  ])("refuses %j", async (body, message) => {
    const customer = await quickCustomer(t);
    const response = await setBankLimits(customer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "validation_error" });
  });

  it("is for staff only, never on a member of staff, and answers 404 for no such customer", async () => {
    const customer = await quickCustomer(t);
    const body = { daily: 99_999, reason: "Asked by phone" };
    expect((await setBankLimits(customer, body, customer.token)).statusCode).toBe(403);
    expect((await call(customer.token, "GET", `/api/admin/customers/${customer.id}/limits`)).statusCode).toBe(
      403,
    );
    const colleague = await operator(t);
    expect(
      (await call(staff.token, "PUT", `/api/admin/customers/${colleague.id}/limits`, body)).statusCode,
    ).toBe(403);
    const nobody = "6c1d2a0e-0000-4000-8000-000000000000";
    expect((await call(staff.token, "PUT", `/api/admin/customers/${nobody}/limits`, body)).statusCode).toBe(
      404,
    );
    expect((await call(staff.token, "GET", `/api/admin/customers/${nobody}/limits`)).statusCode).toBe(404);
    expect((await limitsOf(customer)).json()).toMatchObject({ daily: 25_000 });
  });
});

/** Midnight of `now`'s day on the wall clocks of `timeZone` (one without daylight saving time). */
function midnightIn(timeZone: string, now: Date): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  );
  const sinceMidnight = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000;
  return new Date(now.getTime() - sinceMidnight - now.getMilliseconds());
}
