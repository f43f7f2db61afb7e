import { randomUUID } from "node:crypto";
import { Authenticator } from "@larkspur/test-kit/authenticator";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { waitForMail } from "../support/mailbox";
import { deposit, submitTransfer, userIdOf } from "../support/money";
import { signIn, signInAsStaff, staffToken } from "../support/staff";

/** A fresh browser profile, so one person's session never leaks into another's. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

function reviewCard(page: Page, description: string) {
  return page.getByRole("article").filter({ hasText: description });
}

test("an operator approves one transfer and rejects another; the customer sees Completed and Cancelled", async ({
  page,
  browser,
  request,
}) => {
  // Two people's sessions, five accessibility checks and a profile edit: longer than one screen's test.
  test.setTimeout(150_000);
  const customer = await createCustomer(request);
  const userId = await userIdOf(request, customer.token);
  await deposit(request, await staffToken(request, "operator"), userId, 1000);
  const approved = `Rent for May ${randomUUID().slice(0, 8)}`;
  const rejected = `Laptop from a stranger ${randomUUID().slice(0, 8)}`;
  await submitTransfer(request, customer, userId, 250, approved);
  await submitTransfer(request, customer, userId, 400, rejected);

  await signInAsStaff(page, "operator");
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Review queue" })).toBeVisible();
  await expect(page.getByText("Back Office", { exact: true })).toBeVisible();
  await expect(reviewCard(page, approved)).toContainText("$250.00");
  await expect(reviewCard(page, approved)).toContainText("Charles Babbage");
  await expect(reviewCard(page, approved)).toContainText(customer.email);
  await expectNoAxeViolations(page);

  await reviewCard(page, approved).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Transfer of $250.00 approved and sent.")).toBeVisible();
  await expect(reviewCard(page, approved)).toHaveCount(0);

  await reviewCard(page, rejected).getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: "Reject transfer" });
  await expect(dialog).toContainText("$400.00 from Grace Hopper to Charles Babbage");
  await dialog.getByRole("button", { name: "Reject transfer" }).click();
  await expect(dialog.getByText("Reason is required")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Reason").fill("The payee matches a fraud report");
  await dialog.getByRole("button", { name: "Reject transfer" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(reviewCard(page, rejected)).toHaveCount(0);

  // The operator's view of the customer agrees: nothing held, $750 left.
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Customers" })
    .click();
  await page.getByLabel("Search customers").fill(customer.email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("row").filter({ hasText: customer.email }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
  const balances = page.getByRole("definition");
  await expect(balances.filter({ hasText: "$750.00" })).toHaveCount(2);
  await expect(balances.filter({ hasText: "$0.00" })).toHaveCount(1);
  await expectNoAxeViolations(page);
  // On a phone too: nothing may turn into a scrolling region a keyboard cannot reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The customer phoned in a new address: the operator corrects it, saying why; the e-mail stays the customer's.
  await page.getByRole("button", { name: "Edit details" }).click();
  const edit = page.getByRole("dialog", { name: "Edit details" });
  await expect(edit.getByRole("button", { name: "Save Changes" })).toBeDisabled();
  await edit.getByLabel("Address (optional)").fill("7 Harbor Street, Portland");
  await edit.getByLabel("Reason").fill("Customer called from the registered number");
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Profile" })).toContainText("7 Harbor Street, Portland");

  await page.getByRole("link", { name: "Audit history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const latest = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem").first();
  await expect(latest).toContainText("customer.edit-details");
  await expect(latest).toContainText("Customer called from the registered number");
  await expectNoAxeViolations(page);

  const customerPage = await newPage(browser);
  await seedSession(customerPage, customer.token);
  await customerPage.goto("/transactions");
  const rows = customerPage.getByRole("row");
  await expect(rows.filter({ hasText: approved })).toContainText("Completed");
  await expect(rows.filter({ hasText: approved })).toContainText("- $250.00");
  await expect(rows.filter({ hasText: rejected })).toContainText("Cancelled");
  await expect(rows.filter({ hasText: rejected })).toContainText("- $400.00");
  await expect(rows.filter({ hasText: "Payment Received" })).toContainText("+ $1,000.00");
  await customerPage.goto("/dashboard");
  await expect(customerPage.getByRole("main").getByText("$750.00")).toBeVisible();

  // A customer never reaches the back office.
  await customerPage.goto("/admin");
  await expect(customerPage).toHaveURL("/dashboard");
});

test("an admin adds an operator, who sets a password from the e-mail and signs in to the back office", async ({
  page,
  browser,
  request,
}) => {
  const email = `e2e-operator-${randomUUID()}@example.com`;
  const password = "a fresh night shift passphrase";

  await signInAsStaff(page, "admin");
  await expect(page).toHaveURL("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a staff member" });
  await dialog.getByLabel("First name").fill("Katherine");
  await dialog.getByLabel("Last name").fill("Johnson");
  await dialog.getByLabel("Email address").fill(email);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("operator");

  const [link] = await waitForMail(request, email, /https?:\/\/\S+\/set-password\/\S+/);
  const operatorPage = await newPage(browser);
  await operatorPage.goto(new URL(link).pathname);
  await operatorPage.getByLabel("New Password", { exact: true }).fill(password);
  await operatorPage.getByLabel("Confirm Password", { exact: true }).fill(password);
  await operatorPage.getByRole("button", { name: "Set Password" }).click();
  await expect(operatorPage).toHaveURL("/login", { timeout: 5000 });

  // The first sign-in leads into enrolment: nothing of the back office until the authenticator app is set up.
  await signIn(operatorPage, email, password);
  await expect(operatorPage).toHaveURL("/admin");
  await expect(
    operatorPage.getByRole("heading", { level: 1, name: "Set up 2-Step Verification" }),
  ).toBeVisible();
  await expect(operatorPage.getByRole("navigation", { name: "Back office" })).toHaveCount(0);
  await expect(operatorPage.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(operatorPage);
  const secret = (await operatorPage.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  const authenticator = new Authenticator(secret);
  await operatorPage.getByLabel("Code from the app").fill(authenticator.code());
  await operatorPage.getByRole("button", { name: "Verify" }).click();
  await expect(operatorPage.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(
    10,
  );
  await expectNoAxeViolations(operatorPage);
  await operatorPage.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(operatorPage.getByText("Katherine Johnson")).toBeVisible();
  const nav = operatorPage.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await operatorPage.goto("/admin/staff");
  await expect(operatorPage).toHaveURL("/admin");

  // The admin takes the access away again, with a reason.
  await page.getByRole("button", { name: "Disable Katherine Johnson" }).click();
  const disable = page.getByRole("dialog", { name: "Disable staff member" });
  await disable.getByLabel("Reason").fill("Access granted by mistake");
  await disable.getByRole("button", { name: "Disable" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Disabled");
  const refused = await request.post("/api/auth/login", { data: { email, password } });
  expect(refused.ok()).toBe(false);
});
