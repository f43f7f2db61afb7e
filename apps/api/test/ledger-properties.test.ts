import { centsToDollars } from "@larkspur/shared/money";
import type { TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { depositFunds } from "../src/modules/backoffice/deposits.service";
import { approveTransfer, rejectTransfer } from "../src/modules/backoffice/transfer-decisions.service";
import { expireUnconfirmedTransfers } from "../src/modules/transfers/transfer-expiry";
import { build, type TestApp } from "./support/build";
import {
  balanceOf,
  type Customer,
  cancel,
  history,
  initiate,
  ledgerProblems,
  operator,
  quickCustomer,
  type Staff,
  transferCode,
  verify,
} from "./support/money";

/**
 * Random sequences of everything that moves money, run against the real API and checked against a small model of
 * what each step must do. After every step: every journal entry balances, every account's totals equal its postings,
 * no customer's available balance is negative, every transfer's status matches its money, and each customer's
 * available balance and each transfer's status are what the model expects.
 */

const who = fc.integer({ min: 0, max: 1 });
/** Which transfer a step acts on: mostly one where the step can do something, sometimes any at all. */
const pick = fc.record({ index: fc.nat(), anyStatus: fc.boolean() });
const step = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("deposit" as const), who, cents: fc.bigInt(1n, 20_000n) }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant("initiate" as const), who, cents: fc.bigInt(1n, 15_000n) }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant("verify" as const), pick, rightCode: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("approve" as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("reject" as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("expire" as const), pick }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;
type Pick = typeof pick extends fc.Arbitrary<infer P> ? P : never;
type Chooser = (choice: Pick, useful: TransactionStatus[]) => ModelTransfer | undefined;

interface ModelTransfer {
  transactionId: string;
  owner: number;
  cents: bigint;
  status: TransactionStatus;
  /** Tries spent on its code: every verify spends one, right or wrong. */
  tries: number;
}

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await build();
  staff = await operator(t);
});
afterAll(() => t.close());

/** Runs one sequence on two fresh customers, checking everything after every step. */
async function run(steps: Step[]): Promise<void> {
  const customers: Customer[] = [await quickCustomer(t), await quickCustomer(t)];
  const available = [0n, 0n];
  // Both start with some money, so most transfers can go ahead and the interesting paths are reached.
  for (const customer of customers) {
    await depositFunds(t.ctx, staff, customer.id, { amount: 300, description: "Opening balance" });
  }
  available.fill(30_000n);
  const transfers: ModelTransfer[] = [];
  const chosen = (choice: Pick, useful: TransactionStatus[]) => {
    const preferred = transfers.filter((transfer) => useful.includes(transfer.status));
    const pool = choice.anyStatus || preferred.length === 0 ? transfers : preferred;
    return pool.length ? pool[choice.index % pool.length] : undefined;
  };

  const ids = customers.map((customer) => customer.id);
  for (const [number, current] of steps.entries()) {
    const where = `step ${number} ${JSON.stringify(current, (_k, v) => (typeof v === "bigint" ? `${v}` : v))}`;
    const status = await apply(current, customers, available, transfers, chosen);
    expect(status, where).toBeLessThan(500);
    expect(await ledgerProblems(t), where).toEqual([]);
    const accounts = await t.ctx.db
      .selectFrom("accounts")
      .select((eb) => ["user_id", eb("balance", "-", eb.ref("held")).as("available")])
      .where("user_id", "in", ids)
      .execute();
    const rows = await t.ctx.db
      .selectFrom("movement_rows")
      .select(["transaction_id", "status"])
      .where("user_id", "in", ids)
      .execute();
    const statuses = new Map(rows.map((row) => [row.transaction_id, row.status]));
    for (const [index, id] of ids.entries()) {
      expect(accounts.find((account) => account.user_id === id)?.available, where).toBe(available[index]);
    }
    for (const transfer of transfers)
      expect(statuses.get(transfer.transactionId), where).toBe(transfer.status);
  }
  // What the customer sees over HTTP agrees with the ledger.
  for (const [index, customer] of customers.entries()) {
    expect(await balanceOf(t, customer)).toBe(centsToDollars(available[index]!));
    const seen = (await history(t, customer)).json() as { transactionId: string; status: string }[];
    for (const transfer of transfers.filter((x) => x.owner === index)) {
      expect(seen.find((item) => item.transactionId === transfer.transactionId)?.status).toBe(
        transfer.status,
      );
    }
  }
}

/** Does one step through the API (operator steps through the service functions) and moves the model with it. */
async function apply(
  current: Step,
  customers: Customer[],
  available: bigint[],
  transfers: ModelTransfer[],
  chosen: Chooser,
): Promise<number> {
  switch (current.kind) {
    case "deposit": {
      const amount = centsToDollars(current.cents);
      await depositFunds(t.ctx, staff, customers[current.who]!.id, { amount, description: "Top-up" });
      available[current.who]! += current.cents;
      return 200;
    }
    case "initiate": {
      const response = await initiate(
        t,
        customers[current.who]!,
        sampleTransfer({ amount: centsToDollars(current.cents) }),
      );
      if (current.cents > available[current.who]!) {
        expect(response.json().code).toBe("insufficient_balance");
      } else {
        expect(response.statusCode).toBe(200);
        const { transactionId } = response.json();
        transfers.push({
          transactionId,
          owner: current.who,
          cents: current.cents,
          status: "Unconfirmed",
          tries: 0,
        });
      }
      return response.statusCode;
    }
    case "verify": {
      const transfer = chosen(current.pick, ["Unconfirmed"]);
      if (!transfer) return 200;
      const owner = customers[transfer.owner]!;
      const code = Number(await transferCode(t, owner.email, transfer.transactionId));
      const otp = current.rightCode ? code : code === 999999 ? 100000 : code + 1;
      const response = await verify(t, owner, { otp, transactionId: transfer.transactionId });
      if (transfer.status !== "Unconfirmed") {
        expect(response.statusCode).toBe(409);
      } else if (transfer.tries >= 5) {
        expect(response.statusCode).toBe(400);
        transfer.status = "Cancelled";
      } else {
        transfer.tries += 1;
        if (!current.rightCode) {
          expect(response.json().code).toBe("invalid_code");
          if (transfer.tries === 5) transfer.status = "Cancelled";
        } else if (transfer.cents > available[transfer.owner]!) {
          expect(response.json().code).toBe("insufficient_balance");
        } else {
          expect(response.statusCode).toBe(200);
          transfer.status = "Pending";
          available[transfer.owner]! -= transfer.cents;
        }
      }
      return response.statusCode;
    }
    case "approve":
    case "reject": {
      const transfer = chosen(current.pick, ["Pending"]);
      if (!transfer) return 200;
      const decide =
        current.kind === "approve"
          ? approveTransfer(t.ctx, staff, transfer.transactionId)
          : rejectTransfer(t.ctx, staff, transfer.transactionId, "Checks failed");
      if (transfer.status !== "Pending") {
        await expect(decide).rejects.toMatchObject({ code: "conflict" });
        return 409;
      }
      await decide;
      transfer.status = current.kind === "approve" ? "Completed" : "Cancelled";
      if (current.kind === "reject") available[transfer.owner]! += transfer.cents;
      return 200;
    }
    case "cancel": {
      const transfer = chosen(current.pick, ["Unconfirmed", "Pending"]);
      if (!transfer) return 200;
      const response = await cancel(t, customers[transfer.owner]!, transfer.transactionId);
      if (transfer.status === "Unconfirmed" || transfer.status === "Pending") {
        expect(response.statusCode).toBe(200);
        if (transfer.status === "Pending") available[transfer.owner]! += transfer.cents;
        transfer.status = "Cancelled";
      } else {
        expect(response.statusCode).toBe(409);
      }
      return response.statusCode;
    }
    case "expire": {
      const transfer = chosen(current.pick, ["Unconfirmed"]);
      if (transfer) {
        // Ten minutes pass for this transfer only; the sweep must cancel it if it was still Unconfirmed.
        await sql`update movements set expires_at = now() - interval '1 second'
          where transaction_id = ${transfer.transactionId} and status = 'Unconfirmed'`.execute(t.ctx.db);
        if (transfer.status === "Unconfirmed") transfer.status = "Cancelled";
      }
      await expireUnconfirmedTransfers(t.ctx);
      return 200;
    }
  }
}

it("keeps the ledger balanced and every balance and status right through random sequences", async () => {
  await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), run), {
    numRuns: 20,
  });
}, 120_000);
