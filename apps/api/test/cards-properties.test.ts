import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { authorize, cardEvent, cardSecret, issueCard, merchant } from "./support/cards";
import { balanceOf, fund, ledgerProblems, operator, quickCustomer, type Staff } from "./support/money";

/**
 * Any interleaving of a card's events (authorisations, increments, partial and full reversals, clearings above and
 * below what was held, refunds), sent in random batches at once: the ledger's rules all hold, and the customer's
 * balance is the opening less what was cleared within it, plus refunds, less what is still held.
 */
const event = fc.oneof(
  fc.record({ kind: fc.constant("authorization" as const), cents: fc.integer({ min: 1, max: 4000 }) }),
  fc.record({
    kind: fc.constant("increment" as const),
    of: fc.nat(9),
    cents: fc.integer({ min: 1, max: 1500 }),
  }),
  fc.record({
    kind: fc.constant("reversal" as const),
    of: fc.nat(9),
    cents: fc.option(fc.integer({ min: 1, max: 3000 })),
  }),
  fc.record({
    kind: fc.constant("clearing" as const),
    of: fc.nat(9),
    cents: fc.integer({ min: 1, max: 6000 }),
  }),
  fc.record({ kind: fc.constant("refund" as const), cents: fc.integer({ min: 1, max: 1000 }) }),
);

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await build({ CARD_NETWORK_SECRET: cardSecret });
  staff = await operator(t);
  // Building the app and enrolling an operator is slow on a loaded machine.
}, 300_000);
afterAll(() => t.close());

it("conserves money through any interleaving of card events", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(event, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
      async (batches) => {
        const customer = await quickCustomer(t);
        await fund(t, staff, customer, 100);
        const card = await issueCard(t, customer);
        const ids: string[] = [];
        for (const batch of batches) {
          await Promise.all(
            batch.map(async (step) => {
              const id = ids[("of" in step ? step.of : 0) % Math.max(ids.length, 1)];
              if (step.kind === "authorization") {
                const answer = await authorize(t, card, step.cents);
                if (answer.decision === "approved") ids.push(answer.authorizationId);
              } else if (step.kind === "refund") {
                await cardEvent(t, { type: "refund", cardId: card.cardId, amount: step.cents, merchant });
              } else if (id) {
                const amount = step.kind === "reversal" ? (step.cents ?? undefined) : step.cents;
                await cardEvent(t, {
                  type: step.kind,
                  authorizationId: id,
                  ...(amount !== undefined && { amount }),
                });
              }
            }),
          );
        }
        const problems = (await ledgerProblems(t)).filter(
          (problem) => !problem.startsWith("card_overdraft_to_collect: customer "),
        );
        expect(problems).toEqual([]);
        const rows = await t.ctx.db
          .selectFrom("card_authorizations")
          .select(["state", "held", "cleared", "overdraft"])
          .where("card_id", "=", card.cardId)
          .execute();
        const refunds = await t.ctx.db
          .selectFrom("card_refunds")
          .select("amount")
          .where("card_id", "=", card.cardId)
          .execute();
        const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
        const expected =
          10_000n -
          sum(rows.map((row) => row.cleared - row.overdraft)) -
          sum(rows.map((row) => row.held)) +
          sum(refunds.map((row) => row.amount));
        expect(BigInt(Math.round((await balanceOf(t, customer)) * 100))).toBe(expected);
      },
    ),
    { numRuns: 12 },
  );
}, 600_000);
