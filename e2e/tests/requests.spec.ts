import { randomUUID } from "node:crypto";
import { signUp } from "@larkspur/test-kit/customers";
import { waitForCode } from "@larkspur/test-kit/mail";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { apiOf, type Customer, seedSession } from "../support/customer";
import { mailboxOf, waitForMail } from "../support/mailbox";
import { deposit, userIdOf } from "../support/money";
import { staffToken } from "../support/staff";

function customer(request: APIRequestContext, firstName: string, lastName: string): Promise<Customer> {
  return signUp(apiOf(request), mailboxOf(request), {
    firstName,
    middleName: "",
    lastName,
    email: `e2e-${randomUUID()}@example.com`,
    password: "correct horse battery",
    phone: "+1 555 0100",
  });
}

/** A browser of the customer's own, signed in: two people, two browsers. */
async function browserOf(browser: Browser, who: Customer): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedSession(page, who.token);
  return page;
}

function activity(page: Page) {
  return page.getByRole("region", { name: "Recent Activity" });
}

test("one customer asks another for money, who pays from the request; both see it in history and on the dashboard", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ada = await customer(request, "Ada", "Lovelace");
  const grace = await customer(request, "Grace", "Hopper");
  const graceId = await userIdOf(request, grace.token);
  await deposit(request, await staffToken(request, "operator"), graceId, 100);

  const adaPage = await browserOf(browser, ada);
  await adaPage.goto("/dashboard");
  await adaPage
    .getByRole("navigation", { name: "Account" })
    .getByRole("link", { name: "Request Money" })
    .click();
  await expect(adaPage).toHaveURL("/request-money");
  await expect(adaPage.getByText("You have not asked anyone for money yet.")).toBeVisible();
  await expectNoAxeViolations(adaPage);
  await adaPage.getByLabel("Their account number").fill(grace.accountNumber);
  await adaPage.getByLabel("Amount (USD)").fill("25");
  await adaPage.getByLabel("What is it for?").fill("Concert tickets");
  await adaPage.getByRole("button", { name: "Request money" }).click();
  await expect(adaPage.getByRole("heading", { name: "Request sent to Grace H." })).toBeVisible();
  const outgoing = adaPage.getByRole("region", { name: "Your requests" });
  await expect(outgoing.getByRole("listitem").filter({ hasText: "Concert tickets" })).toContainText("Open");
  await expectNoAxeViolations(adaPage);
  await waitForMail(request, grace.email, /Ada L\. asks you to pay \$25\.00/);

  const gracePage = await browserOf(browser, grace);
  await gracePage.goto("/request-money");
  const incoming = gracePage.getByRole("region", { name: "Requests to you" });
  const asked = incoming.getByRole("listitem").filter({ hasText: "Concert tickets" });
  await expect(asked).toContainText("From Ada L.");
  await expectNoAxeViolations(gracePage);
  await asked.getByRole("link", { name: "Pay $25.00 for Concert tickets" }).click();
  await expect(gracePage.getByRole("region", { name: "Ada L. requests" })).toContainText("$25.00");
  await expectNoAxeViolations(gracePage);

  const paidAt = new Date();
  await gracePage.getByRole("button", { name: "Pay $25.00" }).click();
  const dialog = gracePage.getByRole("dialog", { name: "Payment Verification" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(gracePage);
  const code = await waitForCode(mailboxOf(request), { to: grace.email, sentAfter: paidAt });
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(gracePage.getByRole("heading", { name: "You paid Ada L. $25.00" })).toBeVisible();
  await expect(gracePage.getByText("Grace H. paid this request", { exact: false })).toHaveCount(0);
  await expectNoAxeViolations(gracePage);

  await gracePage.goto("/dashboard");
  await expect(gracePage.getByRole("region", { name: "Available Balance" })).toContainText("$75.00");
  await expect(activity(gracePage).getByRole("button").filter({ hasText: "Concert tickets" })).toContainText(
    "- $25.00",
  );
  await gracePage.goto("/transactions");
  await expect(gracePage.getByRole("row").filter({ hasText: "Concert tickets" })).toContainText("- $25.00");
  await expectNoAxeViolations(gracePage);

  await adaPage.goto("/dashboard");
  await expect(adaPage.getByRole("region", { name: "Available Balance" })).toContainText("$25.00");
  await expect(activity(adaPage).getByRole("button").filter({ hasText: "Concert tickets" })).toContainText(
    "+ $25.00",
  );
  await adaPage.goto("/transactions");
  await expect(adaPage.getByRole("row").filter({ hasText: "Concert tickets" })).toContainText("+ $25.00");
  await adaPage.goto("/request-money");
  await expect(
    adaPage
      .getByRole("region", { name: "Your requests" })
      .getByRole("listitem")
      .filter({ hasText: "Concert tickets" }),
  ).toContainText("Paid");
  await expectNoAxeViolations(adaPage);
  await waitForMail(request, ada.email, /Grace H\. paid your request of \$25\.00/);
});

test("a customer makes a link any customer can open, and the customer asked declines a named request", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ada = await customer(request, "Ada", "Lovelace");
  const grace = await customer(request, "Grace", "Hopper");

  const adaPage = await browserOf(browser, ada);
  await adaPage.goto("/request-money");
  await adaPage.getByRole("radio", { name: "Shareable link" }).check();
  await adaPage.getByLabel("Amount (USD)").fill("12.50");
  await adaPage.getByLabel("What is it for?").fill("Book club");
  await adaPage.getByRole("button", { name: "Create link" }).click();
  await expect(adaPage.getByRole("heading", { name: "Your link is ready" })).toBeVisible();
  const link = await adaPage.getByLabel("Link to this request").inputValue();
  expect(link).toMatch(/\/pay\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(adaPage);

  await adaPage.getByRole("button", { name: "Make another request" }).click();
  await adaPage.getByRole("radio", { name: "E-mail address" }).check();
  await adaPage.getByLabel("Their e-mail address").fill(grace.email);
  await adaPage.getByLabel("Amount (USD)").fill("8");
  await adaPage.getByLabel("What is it for?").fill("Coffee");
  await adaPage.getByRole("button", { name: "Request money" }).click();
  await expect(adaPage.getByRole("heading", { name: "Request sent to Grace H." })).toBeVisible();

  const gracePage = await browserOf(browser, grace);
  await gracePage.goto(new URL(link).pathname);
  await expect(gracePage.getByRole("region", { name: "Ada L. requests" })).toContainText("Book club");
  await expect(gracePage.getByRole("button", { name: "Pay $12.50" })).toBeVisible();
  await expect(gracePage.getByRole("button", { name: "Decline" })).toHaveCount(0);

  await gracePage.goto("/request-money");
  const coffee = gracePage.getByRole("region", { name: "Requests to you" }).getByRole("listitem").filter({
    hasText: "Coffee",
  });
  await coffee.getByRole("button", { name: "Decline the request for Coffee" }).click();
  await expect(coffee).toContainText("Declined");
  await expectNoAxeViolations(gracePage);
  await waitForMail(request, ada.email, /Grace H\. declined your request of \$8\.00/);

  await adaPage.goto("/request-money");
  await expect(
    adaPage
      .getByRole("region", { name: "Your requests" })
      .getByRole("listitem")
      .filter({ hasText: "Coffee" }),
  ).toContainText("Declined");
});
