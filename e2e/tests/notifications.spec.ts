import { randomUUID } from "node:crypto";
import { type SignedUpCustomer, signUp } from "@larkspur/test-kit/customers";
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
