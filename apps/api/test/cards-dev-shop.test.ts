import { afterAll, beforeAll, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { issueCard } from "./support/cards";
import { bearer } from "./support/customers";
import { balanceOf, fund, ledgerProblems, operator, quickCustomer } from "./support/money";

/** The dev shop beside the dev mailbox: no CARD_NETWORK_SECRET is set, so the server made one at start. */
let t: TestApp;
beforeAll(async () => {
  t = await build();
}, 300_000);
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

it("buys with a card's details through the signed channel, then reverses and refunds", async () => {
  expect(t.ctx.cardNetworkSecret).toMatch(/^[0-9a-f]{64}$/);
  const customer = await quickCustomer(t);
  await fund(t, await operator(t), customer, 50);
  const card = await issueCard(t, customer);
  const details = (
    await t.app.inject({
      method: "POST",
      url: `/api/cards/${customer.id}/${card.cardId}/details`,
      headers: bearer(customer.token),
    })
  ).json();
  const page = await t.app.inject({ method: "GET", url: "/dev/shop" });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<label for="cardNumber">Card number</label>');

  const expiry = `${String(details.expMonth).padStart(2, "0")}/${String(details.expYear).slice(2)}`;
  const wrongCvc = await t.app.inject({
    method: "POST",
    url: "/dev/shop/authorization",
    ...form({
      cardNumber: details.pan,
      expiry,
      cvc: details.cvc === "000" ? "001" : "000",
      amount: "12.50",
      merchant: "Corner Books",
    }),
  });
  expect(wrongCvc.statusCode).toBe(400);
  expect(wrongCvc.body).toContain("The CVC does not match the card.");

  const bought = await t.app.inject({
    method: "POST",
    url: "/dev/shop/authorization",
    ...form({ cardNumber: details.pan, expiry, cvc: details.cvc, amount: "12.50", merchant: "Corner Books" }),
  });
  expect(bought.body).toContain("Approved: 12.50 USD at Corner Books.");
  expect(await balanceOf(t, customer)).toBe(37.5);
  const authorizationId = bought.body.match(/name="authorizationId" value="([^"]+)"/)![1]!;

  const reversed = await t.app.inject({
    method: "POST",
    url: "/dev/shop/reversal",
    ...form({ authorizationId }),
  });
  expect(reversed.body).toContain("the purchase is Cancelled");
  expect(await balanceOf(t, customer)).toBe(50);

  const refunded = await t.app.inject({
    method: "POST",
    url: "/dev/shop/refund",
    ...form({ cardId: card.cardId, amount: "250", merchant: "Corner Books" }),
  });
  expect(refunded.body).toContain("Refund sent: Completed.");
  expect(await balanceOf(t, customer)).toBe(52.5);
});
