import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { AppError } from "../src/lib/app-error";
import { checkLimits, fitsLimits } from "../src/modules/limits";
import { build, type TestApp } from "./support/build";
import { type Customer, fund, operator, quickCustomer, sendMoney } from "./support/money";

/**
 * A transfer's initiate writes its row only when `fitsLimits` holds in the statement that writes it, and asks
 * `checkLimits` which limit refused only when it does not: the two must decide alike, or a transfer that fits is
 * refused with no limit to name. Here they judge the same amounts against any limits an operator and the customer may
 * have set (or none), with money out today and earlier in the 30 days.
 */

let t: TestApp;
let customer: Customer;

beforeAll(async () => {
  // Standard limits of the size of the amounts tried, so that they bind as often as the set ones.
  t = await build({ LIMIT_PER_PAYMENT: "50.00", LIMIT_DAILY: "80.00", LIMIT_30_DAYS: "120.00" });
  const staff = await operator(t);
  customer = await quickCustomer(t);
  await fund(t, staff, customer, 100);
  const earlier = await sendMoney(t, customer, sampleTransfer({ amount: 30 }));
  await sendMoney(t, customer, sampleTransfer({ amount: 20 }));
  await t.ctx.db
    .updateTable("movements")
    .set({ money_out_at: new Date(Date.now() - 3 * 86_400_000) })
    .where("transaction_id", "=", earlier.transactionId)
    .execute();
});
afterAll(() => t.close());

type LimitsRow = Record<`${"bank" | "own"}_${"per_payment" | "daily" | "monthly"}`, bigint | null>;

const limit = fc.option(fc.bigInt(1n, 15_000n), { nil: null, freq: 2 });
const limitsRow: fc.Arbitrary<LimitsRow | undefined> = fc.option(
  fc.record({
    bank_per_payment: limit,
    bank_daily: limit,
    bank_monthly: limit,
    own_per_payment: limit,
    own_daily: limit,
    own_monthly: limit,
  }),
  { nil: undefined },
);

async function fitsByStatement(amount: bigint): Promise<boolean> {
  const fits = fitsLimits(t.ctx, customer.id, amount);
  const { rows } = await sql<{ fits: boolean }>`select ${fits} as fits`.execute(t.ctx.db);
  return rows[0]!.fits;
}

async function fitsByCheck(amount: bigint): Promise<boolean> {
  try {
    await checkLimits(t.ctx, customer.id, amount);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "limit_exceeded") return false;
    throw error;
  }
}

/** The standard limits above, in cents. */
const STANDARD = { per_payment: 5_000n, daily: 8_000n, monthly: 12_000n };
/** What each limit counts against: nothing, the money out today ($20), the money out in the 30 days ($50). */
const USED = { per_payment: 0n, daily: 2_000n, monthly: 5_000n };

/**
 * The amounts at which each limit starts refusing, for the customer with `row`: the limit in force (the lower of the
 * bank's, else the standard one, and the customer's own) less the money out it counts.
 */
function edgesOf(row: LimitsRow | undefined): bigint[] {
  return (["per_payment", "daily", "monthly"] as const).map((kind) => {
    const bank = row?.[`bank_${kind}`] ?? STANDARD[kind];
    const own = row?.[`own_${kind}`] ?? bank;
    return (own < bank ? own : bank) - USED[kind];
  });
}

it("admits in the statement exactly the amounts the limits' check admits", async () => {
  await fc.assert(
    fc.asyncProperty(limitsRow, fc.bigInt(1n, 15_000n), async (row, anyAmount) => {
      await t.ctx.db.deleteFrom("customer_limits").where("user_id", "=", customer.id).execute();
      if (row) {
        await t.ctx.db
          .insertInto("customer_limits")
          .values({ user_id: customer.id, ...row })
          .execute();
      }
      // Each edge, and a cent either side of it.
      const nearEdges = edgesOf(row).flatMap((edge) =>
        [edge - 1n, edge, edge + 1n].filter((cents) => cents > 0n),
      );
      for (const amount of [anyAmount, ...nearEdges]) {
        expect({ amount, fits: await fitsByStatement(amount) }).toEqual({
          amount,
          fits: await fitsByCheck(amount),
        });
      }
    }),
    { numRuns: 60 },
  );
});
