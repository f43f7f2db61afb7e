import { texts } from "@larkspur/shared/texts";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCode } from "../src/modules/auth/codes";
import { expireUnconfirmedTransfers } from "../src/modules/transfers/transfer-expiry";
import { build, type TestApp } from "./support/build";
import { signedInCustomer } from "./support/customers";
import {
  balanceOf,
  type Customer,
  fundedCustomer,
  history,
  initiate,
  ledgerProblems,
  operator,
  outboxMail,
  type Staff,
  transferCode,
  verify,
} from "./support/money";

describe("POST /api/transaction/verify/{userId}", () => {
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

  function customerWith(dollars: number): Promise<Customer> {
    return dollars > 0 ? fundedCustomer(t, staff, dollars) : signedInCustomer(t);
  }

  async function started(customer: Customer, amount = 25) {
    const response = await initiate(t, customer, sampleTransfer({ amount }));
    expect(response.statusCode).toBe(200);
    const { transactionId } = response.json();
    return { transactionId, otp: Number(await transferCode(t, customer.email, transactionId)) };
  }

  const statusOf = async (customer: Customer, transactionId: string) =>
    (await history(t, customer))
      .json()
      .find((item: { transactionId: string }) => item.transactionId === transactionId)?.status;

  /** A 6-digit code that is not `otp`. */
  const wrong = (otp: number) => (otp === 999999 ? 100000 : otp + 1);

  it("holds the amount and submits the transfer for review on the right code", async () => {
    const customer = await customerWith(100);
    const { transactionId, otp } = await started(customer, 25.5);
    expect(await balanceOf(t, customer)).toBe(100);

    const response = await verify(t, customer, { otp, transactionId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: texts.transferSubmitted,
      transaction: { transactionId, status: "Pending", amount: 25.5, type: "Withdrawal" },
    });
    expect(await balanceOf(t, customer)).toBe(74.5);
    expect(await statusOf(customer, transactionId)).toBe("Pending");
    const mail = await outboxMail(t, customer.email, "Transfer of $25.50 submitted", transactionId);
    expect(mail?.text).toContain("to Charles Babbage at First Analytical Bank");
  });

  it("takes the code as text too, and without transactionId confirms the newest Unconfirmed transfer", async () => {
    const customer = await customerWith(100);
    const older = await started(customer, 10);
    const newer = await started(customer, 20);
    const response = await verify(t, customer, { otp: String(newer.otp) });
    expect(response.statusCode).toBe(200);
    expect(response.json().transaction.transactionId).toBe(newer.transactionId);
    expect(await statusOf(customer, older.transactionId)).toBe("Unconfirmed");
  });

  it("accepts a code for its own transfer only", async () => {
    const customer = await customerWith(100);
    const first = await started(customer, 10);
    const second = await started(customer, 20);
    const response = await verify(t, customer, { otp: first.otp, transactionId: second.transactionId });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_code");
    expect(await balanceOf(t, customer)).toBe(100);
  });

  it("refuses a live code of another purpose, such as a sign-up code", async () => {
    const customer = await customerWith(100);
    const { transactionId } = await started(customer, 10);
    const signupCode = await issueCode(
      t.ctx.db,
      { userId: customer.id, purpose: "signup" },
      t.ctx.clock.now(),
    );
    const response = await verify(t, customer, { otp: Number(signupCode), transactionId });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_code");
    expect(await statusOf(customer, transactionId)).toBe("Unconfirmed");
    expect(await balanceOf(t, customer)).toBe(100);
  });

  it("answers 400 with the tries left, and the 5th wrong code cancels the transfer", async () => {
    const customer = await customerWith(100);
    const { transactionId, otp } = await started(customer);
    for (const left of [4, 3, 2, 1]) {
      const response = await verify(t, customer, { otp: wrong(otp), transactionId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "invalid_code",
        message: `Wrong code. ${left} ${left === 1 ? "try" : "tries"} left.`,
      });
    }
    const fifth = await verify(t, customer, { otp: wrong(otp), transactionId });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe("Wrong code. The transfer was cancelled; start a new transfer.");
    expect(await statusOf(customer, transactionId)).toBe("Cancelled");
    expect(await outboxMail(t, customer.email, "Transfer of $25.00 cancelled", transactionId)).toBeDefined();

    const late = await verify(t, customer, { otp, transactionId });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This transfer was cancelled.");
    expect(await balanceOf(t, customer)).toBe(100);
  });

  it("works once: a second verify of the same transfer answers 409 and holds nothing more", async () => {
    const customer = await customerWith(100);
    const { transactionId, otp } = await started(customer);
    expect((await verify(t, customer, { otp, transactionId })).statusCode).toBe(200);
    const again = await verify(t, customer, { otp, transactionId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This transfer is already submitted and waiting for review.");
    expect(await balanceOf(t, customer)).toBe(75);
  });

  it("re-checks the balance: of two transfers that each fit but not together, the second is refused", async () => {
    const customer = await customerWith(50);
    const first = await started(customer, 30);
    const second = await started(customer, 30);
    expect((await verify(t, customer, first)).statusCode).toBe(200);
    const refused = await verify(t, customer, second);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: texts.insufficientBalance, code: "insufficient_balance" });
    expect(await statusOf(customer, second.transactionId)).toBe("Unconfirmed");
    expect(await balanceOf(t, customer)).toBe(20);
  });

  it("answers a repeat with the same Idempotency-Key with the first answer", async () => {
    const customer = await customerWith(100);
    const { transactionId, otp } = await started(customer);
    const headers = { "idempotency-key": "verify-once" };
    const first = await verify(t, customer, { otp, transactionId }, headers);
    const again = await verify(t, customer, { otp, transactionId }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(t, customer)).toBe(75);
  });

  it("answers 400 when there is no Unconfirmed transfer, 404 for an unknown or foreign one, 403 for another id", async () => {
    const customer = await customerWith(0);
    expect((await verify(t, customer, { otp: 123456 })).json().code).toBe("invalid_code");
    expect((await verify(t, customer, { otp: 123456, transactionId: "12345" })).statusCode).toBe(404);

    const other = await customerWith(100);
    const theirs = await started(other);
    const foreign = await verify(t, customer, theirs);
    expect(foreign.statusCode).toBe(404);
    expect((await verify(t, { ...customer, id: other.id }, theirs)).statusCode).toBe(403);
    expect(await statusOf(other, theirs.transactionId)).toBe("Unconfirmed");
  });

  it("refuses a malformed code", async () => {
    const customer = await customerWith(0);
    const response = await verify(t, customer, { otp: 12345 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The code has 6 digits", code: "validation_error" });
  });

  it("refuses an account put on hold after the transfer started", async () => {
    const customer = await customerWith(100);
    const code = await started(customer);
    await t.ctx.db
      .updateTable("users")
      .set({ transfer_disabled: true })
      .where("id", "=", customer.id)
      .execute();
    const response = await verify(t, customer, code);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(texts.accountOnHold);
    expect(await balanceOf(t, customer)).toBe(100);
  });

  describe("expiry after 10 minutes", () => {
    const age = (transactionId: string) =>
      sql`
        with moved as (
          update movements set expires_at = now() - interval '1 second', created_at = created_at - interval '11 minutes'
          where transaction_id = ${transactionId} returning id)
        update verifications set expires_at = now() - interval '1 second'
        where subject_id = (select id::text from moved)`.execute(t.ctx.db);

    it("cancels the transfer when its expired code is entered", async () => {
      const customer = await customerWith(100);
      const { transactionId, otp } = await started(customer);
      await age(transactionId);
      const response = await verify(t, customer, { otp, transactionId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        "This code has expired, so the transfer was cancelled. Start a new transfer.",
      );
      expect(await statusOf(customer, transactionId)).toBe("Cancelled");
    });

    it("the sweep cancels expired Unconfirmed transfers quietly, and leaves the rest alone", async () => {
      const customer = await customerWith(100);
      const expired = await started(customer, 5);
      const fresh = await started(customer, 6);
      const pending = await started(customer, 7);
      expect((await verify(t, customer, pending)).statusCode).toBe(200);
      await age(expired.transactionId);

      expect(await expireUnconfirmedTransfers(t.ctx)).toBeGreaterThanOrEqual(1);
      expect(await statusOf(customer, expired.transactionId)).toBe("Cancelled");
      expect(await statusOf(customer, fresh.transactionId)).toBe("Unconfirmed");
      expect(await statusOf(customer, pending.transactionId)).toBe("Pending");
      expect(await outboxMail(t, customer.email, "Transfer of $5.00 cancelled", expired.transactionId)).toBe(
        undefined,
      );
      const rows = (await history(t, customer)).json();
      const row = (id: string) => rows.find((item: { transactionId: string }) => item.transactionId === id);
      expect(row(expired.transactionId)).toMatchObject({ status: "Cancelled", neverConfirmed: true });
      expect(row(expired.transactionId)).not.toHaveProperty("codeExpiresAt");
      expect(row(fresh.transactionId)).toMatchObject({
        status: "Unconfirmed",
        codeExpiresAt: expect.any(String),
      });
      expect(row(fresh.transactionId)).not.toHaveProperty("neverConfirmed");
      expect(row(pending.transactionId)).not.toHaveProperty("codeExpiresAt");
      expect(row(pending.transactionId)).not.toHaveProperty("neverConfirmed");
      expect(await expireUnconfirmedTransfers(t.ctx)).toBe(0);
    });

    it("runs the sweep as a pg-boss job every minute", async () => {
      const { rows } = await sql<{ cron: string }>`
        select cron from pgboss.schedule where name = 'transfer-expiry'`.execute(t.ctx.db);
      expect(rows).toEqual([{ cron: "* * * * *" }]);
    });
  });
});
