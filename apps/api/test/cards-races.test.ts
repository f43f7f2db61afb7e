import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { authorize, cardEvent, cardSecret, issueCard } from "./support/cards";
import { bearer } from "./support/customers";
import { balanceOf, fund, ledgerProblems, operator, quickCustomer, type Staff } from "./support/money";

/**
 * Card events arriving at once for one customer: on PostgreSQL they really run side by side. Parallel authorisations
 * never hold more than the balance or the card's limits allow; a reversal racing a clearing settles the purchase once.
 */
let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await build({ CARD_NETWORK_SECRET: cardSecret });
  staff = await operator(t);
  // Building the app and enrolling an operator is slow on a loaded machine.
}, 300_000);
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

async function cardWith(dollars: number) {
  const customer = await quickCustomer(t);
  await fund(t, staff, customer, dollars);
  return { customer, card: await issueCard(t, customer) };
}

describe("card events racing each other", () => {
  it("approves parallel authorisations only as far as the balance goes", async () => {
    const { customer, card } = await cardWith(10);
    const decisions = await Promise.all(Array.from({ length: 16 }, () => authorize(t, card, 100)));
    const approved = decisions.filter((decision) => decision.decision === "approved");
    expect(approved).toHaveLength(10);
    expect(decisions.filter((decision) => decision.reason === "insufficient_funds")).toHaveLength(6);
    expect(await balanceOf(t, customer)).toBe(0);
  });

  it("approves parallel authorisations only as far as the card's daily limit goes", async () => {
    const { customer, card } = await cardWith(100);
    const limited = await t.app.inject({
      method: "PUT",
      url: `/api/cards/${customer.id}/${card.cardId}/limits`,
      headers: bearer(customer.token),
      payload: { daily: 5 },
    });
    expect(limited.statusCode).toBe(200);
    const decisions = await Promise.all(Array.from({ length: 12 }, () => authorize(t, card, 100)));
    expect(decisions.filter((decision) => decision.decision === "approved")).toHaveLength(5);
    expect(decisions.filter((decision) => decision.reason === "card_limit")).toHaveLength(7);
    expect(await balanceOf(t, customer)).toBe(95);
  });

  it("answers the same authorisation sent twice at once with one decision and one hold", async () => {
    const { customer, card } = await cardWith(10);
    const authorizationId = `twice-${Date.now()}`;
    const both = await Promise.all([
      authorize(t, card, 300, { authorizationId }),
      authorize(t, card, 300, { authorizationId }),
    ]);
    expect(both.map((answer) => answer.decision)).toEqual(["approved", "approved"]);
    expect(await balanceOf(t, customer)).toBe(7);
  });

  it("settles a purchase once when its reversal and its clearing arrive together", async () => {
    const { customer, card } = await cardWith(50);
    for (let round = 0; round < 5; round++) {
      const { authorizationId } = await authorize(t, card, 1000);
      const [reversal, clearing] = await Promise.all([
        cardEvent(t, { type: "reversal", authorizationId }),
        cardEvent(t, { type: "clearing", authorizationId, amount: 1000 }),
      ]);
      const statuses = [reversal.json().status, clearing.json().status];
      // Whichever came first decided it; the other found it settled and moved nothing.
      expect(statuses[0]).toBe(statuses[1]);
      expect(["Cancelled", "Completed"]).toContain(statuses[0]);
    }
    const balance = await balanceOf(t, customer);
    expect(balance % 10).toBe(0);
    expect(balance).toBeGreaterThanOrEqual(0);
  });
});
