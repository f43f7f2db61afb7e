import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { deposit, userIdOf } from "../support/money";
import { staffToken } from "../support/staff";

interface ShownCard {
  pan: string;
  expiry: string;
  cvc: string;
}

/** Buys at the dev shop, which plays the card network: it asks the bank to authorise, then clears a moment later. */
async function buyAtShop(shop: Page, card: ShownCard, amount: string, merchant: string) {
  await shop.goto("/dev/shop");
  await shop.getByLabel("Card number").fill(card.pan);
  await shop.getByLabel("Expiry (MM/YY)").fill(card.expiry);
  await shop.getByLabel("CVC").fill(card.cvc);
  await shop.getByLabel("Amount").fill(amount);
  await shop.getByLabel("Shop").fill(merchant);
  await shop.getByRole("button", { name: "Pay" }).click();
}

test("a customer issues a card, sees its details, buys with it, then freezes it and is declined", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const customer = await createCustomer(request);
  const userId = await userIdOf(request, customer.token);
  await deposit(request, await staffToken(request, "operator"), userId, 500);

  // The dashboard's Add Card opens Payment Methods with the issue dialog.
  await seedSession(page, customer.token);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Add Card" }).click();
  const issue = page.getByRole("dialog", { name: "Issue a card" });
  await expect(issue.getByLabel("Currency")).toHaveValue("USD");
  await issue.getByLabel(/Nickname/).fill("Groceries");
  await expectNoAxeViolations(page);
  await issue.getByRole("button", { name: "Issue card" }).click();
  await expect(issue).toHaveCount(0);

  const cards = page.getByRole("region", { name: "Credit or Debit Cards (for payments)" });
  const card = cards.getByRole("article", { name: /^Groceries, card ending in \d{4}$/ });
  await expect(card).toContainText("Active");
  await expect(card).toContainText("USD");
  const last4 = (await card.getAttribute("aria-label"))?.match(/(\d{4})$/)?.[1] ?? "";
  expect(last4).toMatch(/^\d{4}$/);
  await expectNoAxeViolations(page);

  // The full number needs a proof of identity within the last minutes, and a sign-in counts: this session is new, so
  // the details show at once. An older session is asked for the password first (the page's component tests).
  await card.getByRole("button", { name: `Show details of card ending in ${last4}` }).click();
  const details = page.getByRole("dialog", { name: `Card ending in ${last4}` });
  const groupedPan = await details.getByText(/^\d{4} \d{4} \d{4} \d{4}$/).innerText();
  expect(groupedPan.endsWith(last4)).toBe(true);
  const shown: ShownCard = {
    pan: groupedPan.replaceAll(" ", ""),
    expiry: await details.getByText(/^\d{2}\/\d{2}$/).innerText(),
    cvc: await details.getByText(/^\d{3}$/).innerText(),
  };
  // Read at once: the details hide themselves after half a minute.
  await details.getByRole("button", { name: "Hide details" }).click();
  await expect(details).toHaveCount(0);

  // A purchase at the dev shop: approved, pending in the history, then completed once the shop clears it.
  const shop = await (await browser.newContext()).newPage();
  await buyAtShop(shop, shown, "12.34", "Corner Café");
  await expect(shop.getByRole("status")).toContainText("Approved: 12.34 USD at Corner Café.");

  await page.goto("/transactions");
  const row = page.getByRole("row", { name: /Card · Corner Café/ });
  await expect(row).toContainText("Card purchase");
  await expect(row).toContainText("- $12.34");
  await expect(row).toContainText(/Pending|Completed/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("row", { name: /Card · Corner Café/ })).toContainText("Completed", {
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000 });
  await expectNoAxeViolations(page);

  // The authorisation is in the notifications.
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toContainText("Corner Café");
  await page.keyboard.press("Escape");

  // Frozen, the card is declined at the shop and nothing more is spent.
  await page.goto("/payment-methods");
  await card.getByRole("button", { name: `Freeze card ending in ${last4}` }).click();
  await expect(card).toContainText("Frozen");
  await expect(card.getByRole("button", { name: `Unfreeze card ending in ${last4}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await buyAtShop(shop, shown, "5.00", "Bakery");
  await expect(shop.getByRole("status")).toContainText("Declined: card_frozen.");

  await page.goto("/transactions");
  await expect(page.getByRole("row", { name: /Card · Bakery/ })).toHaveCount(0);
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toContainText("Bakery");
});
