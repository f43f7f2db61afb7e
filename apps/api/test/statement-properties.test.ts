import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../src/db/types";
import type { StatementLine } from "../src/modules/statements/statement-pdf";
import { statementOf } from "../src/modules/statements/statements.service";
import { findUserById } from "../src/modules/users/users.repo";
import { build, type TestApp } from "./support/build";
import { ledgerProblems, quickCustomer } from "./support/money";

/** One dated movement of a history: money in, money out, or a hold that is released (it moves no balance). */
interface Movement {
  at: Date;
  kind: "in" | "out" | "hold";
  cents: bigint;
}

const months = ["2025-11", "2025-12", "2026-01", "2026-02"];
const zones = ["Pacific/Honolulu", "America/St_Johns", "Europe/London", "Asia/Tokyo"];
const monthStart = (month: string) => Date.parse(`${month}-01T00:00:00Z`);

/** Instants anywhere in the four months, and many within a day of a month's turn, where time zones matter. */
const instant = fc.oneof(
  fc.integer({ min: monthStart("2025-11"), max: monthStart("2026-03") - 1 }),
  fc
    .tuple(fc.constantFrom(...months.slice(1), "2026-03"), fc.integer({ min: -86_400_000, max: 86_400_000 }))
    .map(([month, offset]) => monthStart(month) + offset),
);
const movement = fc.record({
  at: instant.map((ms) => new Date(ms)),
  kind: fc.constantFrom("in", "out", "hold") as fc.Arbitrary<Movement["kind"]>,
  cents: fc.bigInt({ min: 1n, max: 500_000n }),
});

const localMonth = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).format(at).slice(0, 7);

describe("a statement's balances", () => {
  let t: TestApp;
  let settlement: string;
  let funding: string;
  beforeAll(async () => {
    // Every month of the histories has ended, whatever day the test runs.
    t = await build({}, undefined, { now: () => new Date("2026-06-15T00:00:00Z") });
    const system = await t.ctx.db
      .selectFrom("accounts")
      .select(["id", "kind"])
      .where("currency", "=", "USD")
      .where("kind", "in", ["settlement", "funding"])
      .execute();
    settlement = system.find((account) => account.kind === "settlement")!.id;
    funding = system.find((account) => account.kind === "funding")!.id;
  });
  afterAll(() => t.close());

  /**
   * Writes the movements, oldest first, as the ledger writes them: a transfer row, its journal entry dated `at` and
   * postings summing to zero, and the account's running totals. Money out never takes more than is there.
   */
  async function plant(accountId: string, userId: string, history: Movement[]): Promise<Movement[]> {
    const sorted = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
    const written: Movement[] = [];
    await t.ctx.db.transaction().execute(async (trx) => {
      let balance = 0n;
      for (const move of sorted) {
        const cents = move.kind === "in" ? move.cents : move.cents > balance ? balance : move.cents;
        if (cents === 0n) continue;
        const transferId = randomUUID();
        await trx
          .insertInto("movements")
          .values({
            id: transferId,
            transaction_id: `p${randomUUID().replaceAll("-", "")}`,
            user_id: userId,
            account_id: accountId,
            type: move.kind === "in" ? "Deposit" : "Withdrawal",
            status: move.kind === "out" ? "Completed" : move.kind === "in" ? "Completed" : "Cancelled",
            amount: cents,
            description: `${move.kind} ${cents}`,
            transfer_option: move.kind === "in" ? null : "Local",
            created_at: move.at,
          })
          .execute();
        if (move.kind !== "in") {
          await trx
            .insertInto("payout_details")
            .values({
              movement_id: transferId,
              account_name: "Charles Babbage",
              account_number: "0123456789",
              bank_name: "First Analytical Bank",
              account_type: "Checking account",
            })
            .execute();
        }
        const entry = async (
          kind: "deposit" | "completion" | "hold" | "release",
          lines: [string, string, bigint][],
        ) => {
          const id = randomUUID();
          await trx
            .insertInto("journal_entries")
            .values({ id, kind, transfer_id: transferId, created_at: move.at })
            .execute();
          await trx
            .insertInto("postings")
            .values(
              lines.map(([account, bucket, amount]) => ({
                entry_id: id,
                account_id: account,
                bucket: bucket as "available",
                amount,
              })),
            )
            .execute();
          for (const [account, bucket, amount] of lines) {
            await sql`update accounts set balance = balance + ${amount}::bigint,
              held = held + ${bucket === "held" ? amount : 0n}::bigint where id = ${account}::uuid`.execute(
              trx,
            );
          }
        };
        if (move.kind === "in") {
          await entry("deposit", [
            [accountId, "available", cents],
            [funding, "available", -cents],
          ]);
          balance += cents;
        } else if (move.kind === "out") {
          await entry("hold", [
            [accountId, "available", -cents],
            [accountId, "held", cents],
          ]);
          await entry("completion", [
            [accountId, "held", -cents],
            [settlement, "available", cents],
          ]);
          balance -= cents;
        } else {
          await entry("hold", [
            [accountId, "available", -cents],
            [accountId, "held", cents],
          ]);
          await entry("release", [
            [accountId, "held", -cents],
            [accountId, "available", cents],
          ]);
        }
        written.push({ ...move, cents });
      }
    });
    return written;
  }

  it("opening + entries = closing = the ledger's balance at the month's end, for random histories", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(movement, { maxLength: 20 }),
        fc.constantFrom(...zones),
        async (history, zone) => {
          const customer = await quickCustomer(t);
          await t.ctx.db
            .updateTable("users")
            .set({ time_zone: zone })
            .where("id", "=", customer.id)
            .execute();
          const { id: accountId } = await t.ctx.db
            .selectFrom("accounts")
            .select("id")
            .where("user_id", "=", customer.id)
            .executeTakeFirstOrThrow();
          await sql`update accounts set created_at = '2025-01-01T00:00:00Z' where id = ${accountId}::uuid`.execute(
            t.ctx.db,
          );
          const written = await plant(accountId, customer.id, history);
          const owner = (await findUserById(t.ctx.db, customer.id)) as User;

          let previousClosing = 0n;
          // West of Greenwich the first instants fall in October, local time.
          for (const month of ["2025-10", ...months, "2026-03"]) {
            const statement = await statementOf(t.ctx, owner, month, "USD", 3);
            const lines: StatementLine[] = [];
            for await (const line of statement.lines) lines.push(line);
            const moved = written.filter(
              (move) => move.kind !== "hold" && localMonth(move.at, zone) === month,
            );
            const sum = lines.reduce((total, line) => total + line.amount, 0n);
            expect(statement.opening).toBe(previousClosing);
            expect(statement.opening + sum).toBe(statement.closing);
            expect(statement.entries).toBe(lines.length);
            expect(lines.map((line) => line.amount).sort()).toEqual(
              moved.map((move) => (move.kind === "in" ? move.cents : -move.cents)).sort(),
            );
            let running = statement.opening;
            for (const line of lines) {
              running += line.amount;
              expect(line.balance).toBe(running);
            }
            const ledgerAtEnd = written
              .filter((move) => move.kind !== "hold" && localMonth(move.at, zone) <= month)
              .reduce((total, move) => total + (move.kind === "in" ? move.cents : -move.cents), 0n);
            expect(statement.closing).toBe(ledgerAtEnd);
            previousClosing = statement.closing;
          }
          const account = await t.ctx.db
            .selectFrom("accounts")
            .select("balance")
            .where("id", "=", accountId)
            .executeTakeFirstOrThrow();
          expect(previousClosing).toBe(account.balance);
        },
      ),
      { numRuns: 12 },
    );
    expect(await ledgerProblems(t)).toEqual([]);
  }, 120_000);
});
