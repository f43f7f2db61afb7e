import { centsToDollars } from "@larkspur/shared/money";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveTransfer, rejectTransfer } from "../src/modules/backoffice/transfer-decisions.service";
import { build, type TestApp } from "./support/build";
import {
  type Customer,
  cancel,
  fund,
  initiate,
  ledgerProblems,
  operator,
  quickCustomer,
  type Staff,
  sendMoney,
  transferCode,
  verify,
} from "./support/money";

/** Real concurrency needs real connections: these run on PostgreSQL only (TEST_DATABASE_URL). */
describe("money under concurrency", () => {
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

  const accountOf = (customer: Customer) =>
    t.ctx.db.selectFrom("accounts").selectAll().where("user_id", "=", customer.id).executeTakeFirstOrThrow();

  it("50 simultaneous transfers worth 3x the balance never hold more than the balance, and never answer 5xx", async () => {
    const customer = await quickCustomer(t);
    await fund(t, staff, customer, 100);
    // 50 amounts from $2.00 to $9.84 (in steps of 16 cents) add up to $296.00, close to 3x the balance.
    const amounts = Array.from({ length: 50 }, (_, i) => 200n + 16n * BigInt(i));
    const total = amounts.reduce((sum, cents) => sum + cents, 0n);
    expect(total).toBeGreaterThanOrEqual(29_000n);

    const outcomes = await Promise.all(
      amounts.map(async (cents) => {
        const started = await initiate(t, customer, sampleTransfer({ amount: centsToDollars(cents) }));
        if (started.statusCode !== 200) return { cents, step: "initiate", response: started };
        const { transactionId } = started.json();
        const otp = Number(await transferCode(t, customer.email, transactionId));
        return { cents, step: "verify", response: await verify(t, customer, { otp, transactionId }) };
      }),
    );

    for (const { response } of outcomes) {
      expect([200, 400]).toContain(response.statusCode);
      if (response.statusCode === 400) expect(response.json().code).toBe("insufficient_balance");
    }
    const account = await accountOf(customer);
    const submitted = outcomes.filter((o) => o.step === "verify" && o.response.statusCode === 200);
    const heldByTransfers = submitted.reduce((sum, o) => sum + o.cents, 0n);
    expect(account.balance).toBe(10_000n);
    expect(account.held).toBe(heldByTransfers);
    expect(account.held).toBeLessThanOrEqual(account.balance);
    // Nothing was refused that fitted: available only went down, so a refused amount exceeds what is left.
    for (const refused of outcomes.filter((o) => o.response.statusCode === 400)) {
      expect(refused.cents).toBeGreaterThan(account.balance - account.held);
    }
    expect(submitted.length).toBeGreaterThan(10);
  }, 60_000);

  it("answers simultaneous repeats of one Idempotency-Key with one transfer and one answer", async () => {
    const customer = await quickCustomer(t);
    await fund(t, staff, customer, 50);
    const headers = { "idempotency-key": "double-click" };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => initiate(t, customer, sampleTransfer({ amount: 5 }), headers)),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    const rows = await t.ctx.db
      .selectFrom("movement_rows")
      .select("id")
      .where("user_id", "=", customer.id)
      .execute();
    expect(rows).toHaveLength(2);
  });

  describe("rival decisions on one transfer: exactly one wins", () => {
    const pending = async (customer: Customer) => {
      const { transactionId, verified } = await sendMoney(t, customer, sampleTransfer({ amount: 3 }));
      expect(verified.statusCode).toBe(200);
      return transactionId as string;
    };
    const settle = (attempt: Promise<unknown>) =>
      attempt.then(
        () => "won",
        (error: { code?: string }) => error.code,
      );
    const viaHttp = async (attempt: ReturnType<typeof cancel>) => {
      const response = await attempt;
      return response.statusCode === 200 ? "won" : response.json().code;
    };

    it("approve racing the customer's cancel, ten times over", async () => {
      const customer = await quickCustomer(t);
      await fund(t, staff, customer, 100);
      for (let round = 0; round < 10; round++) {
        const transactionId = await pending(customer);
        const results = await Promise.all([
          settle(approveTransfer(t.ctx, staff, transactionId)),
          viaHttp(cancel(t, customer, transactionId)),
        ]);
        expect(results.sort()).toEqual(["conflict", "won"]);
      }
      const account = await accountOf(customer);
      const completed = await t.ctx.db
        .selectFrom("movement_rows")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("user_id", "=", customer.id)
        .where("type", "=", "Withdrawal")
        .where("status", "=", "Completed")
        .executeTakeFirstOrThrow();
      expect(account.held).toBe(0n);
      expect(account.balance).toBe(10_000n - 300n * BigInt(completed.n));
    });

    it("two approvals, and an approval racing a rejection", async () => {
      const customer = await quickCustomer(t);
      await fund(t, staff, customer, 100);
      const second = await operator(t);
      for (let round = 0; round < 5; round++) {
        const twice = await pending(customer);
        expect(
          (
            await Promise.all([
              settle(approveTransfer(t.ctx, staff, twice)),
              settle(approveTransfer(t.ctx, second, twice)),
            ])
          ).sort(),
        ).toEqual(["conflict", "won"]);
        const rivals = await pending(customer);
        expect(
          (
            await Promise.all([
              settle(approveTransfer(t.ctx, staff, rivals)),
              settle(rejectTransfer(t.ctx, second, rivals, "Looks wrong")),
            ])
          ).sort(),
        ).toEqual(["conflict", "won"]);
      }
      expect((await accountOf(customer)).held).toBe(0n);
    });
  });
});
