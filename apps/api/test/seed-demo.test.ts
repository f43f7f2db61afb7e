import { afterAll, beforeAll, expect, it } from "vitest";
import { demoCustomer, seedDemoData } from "../src/db/seed-demo";
import { build, type TestApp } from "./support/build";
import { login } from "./support/customers";
import { balanceOf, history, ledgerProblems } from "./support/money";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

it("creates a signed-in-able demo customer with deposits and a transfer in every status, once", async () => {
  expect(await seedDemoData(t.ctx)).toBe(true);
  expect(await seedDemoData(t.ctx)).toBe(false);

  const session = await login(t, demoCustomer.email, demoCustomer.password);
  const demo = { ...demoCustomer, token: session.token, id: session.others._id } as Parameters<
    typeof history
  >[1];
  const items: { type: string; status: string; dateTime: string }[] = (await history(t, demo)).json();
  expect(new Set(items.map((item) => `${item.type} ${item.status}`))).toEqual(
    new Set([
      "Deposit Completed",
      "Withdrawal Completed",
      "Withdrawal Pending",
      "Withdrawal Cancelled",
      "Withdrawal Unconfirmed",
    ]),
  );
  expect(items).toHaveLength(9);
  const times = items.map((item) => Date.parse(item.dateTime));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  // 7,470.75 deposited; 850 and 1,200 sent; 75.50 held for the Pending bill.
  expect(await balanceOf(t, demo)).toBe(5345.25);
  expect(await ledgerProblems(t)).toEqual([]);
});
