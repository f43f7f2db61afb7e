import { randomUUID } from "node:crypto";
import { type SignedUpCustomer, signUp } from "@larkspur/test-kit/customers";
import { paymentCode } from "@larkspur/test-kit/mail";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { apiOf, seedSession } from "../support/customer";
import { mailboxOf } from "../support/mailbox";
import { deposit } from "../support/money";
import { staffToken } from "../support/staff";

function customerNamed(request: APIRequestContext, firstName: string, lastName: string) {
  return signUp(apiOf(request), mailboxOf(request), {
    firstName,
    lastName,
    email: `e2e-${randomUUID()}@example.com`,
    password: "correct horse battery",
    phone: "+1 555 0100",
  });
}

/** A browser of its own, signed in as `customer`: two people, two sessions. */
async function browserOf(browser: Browser, customer: SignedUpCustomer): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await seedSession(page, customer.token);
  return page;
}

/** Grace pays `payee` through the API, as her own browser would: initiate, then the e-mailed code. */
async function pay(
  request: APIRequestContext,
  payer: SignedUpCustomer,
  payee: SignedUpCustomer,
  amount: number,
) {
  const headers = { token: `Bearer ${payer.token}` };
  const initiated = await request.post(`/api/transaction/initiate/${payer.id}`, {
    headers: { ...headers, "Idempotency-Key": randomUUID() },
    data: samplePayment({ accountNumber: payee.accountNumber }, { amount, description: "Concert tickets" }),
  });
  expect(initiated.ok(), await initiated.text()).toBe(true);
  const { transactionId } = (await initiated.json()) as { transactionId: string };
  const otp = await paymentCode(mailboxOf(request), { to: payer.email, mentioning: transactionId });
  const verified = await request.post(`/api/transaction/verify/${payer.id}`, {
    headers,
    data: { otp: Number(otp), transactionId },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

test("a payment shows on the payee's open dashboard at once: balance, Recent Activity and bell, without a reload", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ada = await customerNamed(request, "Ada", "Lovelace");
  const grace = await customerNamed(request, "Grace", "Hopper");
  await deposit(request, await staffToken(request, "operator"), grace.id, 100);

  const page = await browserOf(browser, ada);
  const streamOpened = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.ok(),
  );
  await page.goto("/dashboard");
  await streamOpened;
  const balance = page.getByRole("region", { name: "Available Balance" });
  const activity = page.getByRole("region", { name: "Recent Activity" });
  // The loader can stay up a while on a loaded machine; the live update below is what is timed.
  await expect(balance).toContainText("$0.00", { timeout: 20_000 });
  await expect(activity.getByText("No transactions yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  // A reload or a navigation would start a new document, which would not have this mark.
  await page.evaluate(() => Object.assign(window, { beforePayment: true }));

  await pay(request, grace, ada, 42.5);

  await expect(balance.getByText("$42.50")).toBeVisible({ timeout: 2000 });
  await expect(activity.getByRole("button").filter({ hasText: "Concert tickets" })).toBeVisible({
    timeout: 2000,
  });
  await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible({ timeout: 2000 });
  expect(await page.evaluate(() => "beforePayment" in window)).toBe(true);
  await expect(page).toHaveURL("/dashboard");

  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("link")).toHaveCount(1);
  await expect(panel).toContainText("42.50");
});

test("the panel marks everything read, and the Account Settings card keeps the e-mail choices", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ada = await customerNamed(request, "Ada", "Lovelace");
  const operator = await staffToken(request, "operator");
  await deposit(request, operator, ada.id, 10);
  await deposit(request, operator, ada.id, 20);

  const page = await browserOf(browser, ada);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Notifications, 2 unread" }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("link")).toHaveCount(2);
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(panel.getByRole("heading", { name: "Notifications" })).toBeFocused();
  await expect(panel.getByText("Unread")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  const card = page.getByRole("region", { name: "Account Settings" });
  const moneyIn = card.getByRole("switch", { name: "Money in" });
  await expect(moneyIn).toBeChecked();
  await moneyIn.click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(moneyIn).not.toBeChecked();
  await expect(card).toContainText("always sent");
  await expectNoAxeViolations(page);
  await page.reload();
  // The page starts again from its preloader, which a loaded machine can keep up for a while.
  await expect(card.getByRole("switch", { name: "Money in" })).not.toBeChecked({ timeout: 20_000 });
  await expect(card.getByRole("switch", { name: "Money out" })).toBeChecked();
});
