import { afterAll, beforeAll, expect, it } from "vitest";
import { expireCardAuthorizations } from "../src/modules/cards/card-expiry";
import { build, type TestApp } from "./support/build";
import { authorize, cardEvent, cardSecret, issueCard } from "./support/cards";
import { HandClock } from "./support/hand-clock";
import { fund, ledgerProblems, operator, quickCustomer, type Staff } from "./support/money";

let t: TestApp;

/** Read from the database: a week on, the customer's session has long ended. */
async function availableOf(customer: { id: string }) {
  const row = await t.ctx.db
    .selectFrom("accounts")
    .select(["balance", "held"])
    .where("user_id", "=", customer.id)
    .executeTakeFirstOrThrow();
  return Number(row.balance - row.held) / 100;
}
let staff: Staff;
const clock = new HandClock();

beforeAll(async () => {
  t = await build({ CARD_NETWORK_SECRET: cardSecret }, undefined, clock);
  staff = await operator(t);
  // Building the app and enrolling an operator is slow on a loaded machine.
}, 300_000);
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

it("releases an authorisation not cleared within 7 days, and a late clearing then moves nothing", async () => {
  const customer = await quickCustomer(t);
  await fund(t, staff, customer, 20);
  const card = await issueCard(t, customer);
  const { authorizationId } = await authorize(t, card, 1500);
  expect(await availableOf(customer)).toBe(5);

  clock.advance(7 * 24 * 60 - 1);
  expect(await expireCardAuthorizations(t.ctx)).toBe(0);
  expect(await availableOf(customer)).toBe(5);

  clock.advance(2);
  expect(await expireCardAuthorizations(t.ctx)).toBe(1);
  expect(await availableOf(customer)).toBe(20);
  const purchase = await t.ctx.db
    .selectFrom("movements")
    .select(["status", "description"])
    .where("user_id", "=", customer.id)
    .where("type", "=", "Withdrawal")
    .executeTakeFirstOrThrow();
  expect(purchase).toEqual({ status: "Cancelled", description: "Card · Corner Books" });

  const late = await cardEvent(t, { type: "clearing", authorizationId, amount: 1500 });
  expect(late.json()).toEqual({ accepted: true, status: "Cancelled" });
  expect(await availableOf(customer)).toBe(20);
});
