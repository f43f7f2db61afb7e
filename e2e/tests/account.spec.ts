import { randomUUID } from "node:crypto";
import { signUpCode } from "@larkspur/test-kit/mail";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { mailboxOf, mailCount, waitForMail } from "../support/mailbox";

const password = "correct horse battery";

async function signIn(page: Page, identifier: string, secret = password) {
  await page.goto("/login");
  await page.getByLabel("Email address or account number").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function signOut(page: Page, firstName: string) {
  await page.getByRole("button", { name: `Hi, ${firstName}` }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/");
}

test("sign up, confirm the e-mailed code, sign in by e-mail and by account number", async ({
  page,
  request,
}) => {
  const email = `e2e-${randomUUID()}@example.com`;

  await page.goto("/signup");
  await expectNoAxeViolations(page);
  await page.getByLabel("First Name").fill("Katherine");
  await page.getByLabel("Last Name").fill("Johnson");
  await page.getByLabel("Email Address").fill(email.toUpperCase());
  await page.getByLabel("Phone Number").fill("+1 555 0199");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page).toHaveURL("/otp-verification");
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(page.getByRole("button", { name: "send a new code" })).toBeEnabled();
  const code = await signUpCode(mailboxOf(request), email);

  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Account Verified!").first()).toBeVisible();
  await expect(page).toHaveURL("/login", { timeout: 5000 });
  await expect(page.getByLabel("Email address or account number")).toHaveValue(email);
  await expectNoAxeViolations(page);

  await signIn(page, email);
  await expect(page).toHaveURL("/dashboard");
  const main = page.getByRole("main");
  await expect(main.getByText("Katherine Johnson")).toBeVisible();
  await expect(main.getByText("$0.00")).toBeVisible();
  await expect(main.getByText("No transactions yet")).toBeVisible();
  const accountNumber = (await main.getByText(/^Account ID:/).textContent())?.match(/9\d{11}/)?.[0];
  expect(accountNumber).toBeTruthy();
  await expectNoAxeViolations(page);
  await signOut(page, "Katherine");

  await signIn(page, accountNumber!);
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("main").getByText(`Account ID: ${accountNumber}`)).toBeVisible();
});

test("an unverified customer who signs in is sent to the code screen and can confirm there", async ({
  page,
  request,
}) => {
  const email = `e2e-${randomUUID()}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: { firstName: "Dorothy", lastName: "Vaughan", email, password, phone: "+1 555 0142" },
  });
  expect(registered.status()).toBe(201);

  await signIn(page, email);
  await expect(page).toHaveURL("/otp-verification");
  await expect(page.getByText(email)).toBeVisible();
  // Codes are sent at most once a minute, so right after sign-up the newest code is still the sign-up one.
  const code = await signUpCode(mailboxOf(request), email);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  // Only "Account Verified!": the sign-in's "please verify" toast is taken away, and no new code is claimed.
  await expect(page.getByRole("alert").filter({ hasText: "Account Verified!" })).toBeVisible();
  await expect(page.getByText(/Please verify your email address/)).toHaveCount(0);
  await expect(page).toHaveURL("/login", { timeout: 5000 });
  await expect(page.getByLabel("Email address or account number")).toHaveValue(email);
  await expect(page.getByText(/Please verify your email address/)).toHaveCount(0);
});

test("wrong credentials are refused with the server's words", async ({ page }) => {
  await signIn(page, `nobody-${randomUUID()}@example.com`, "not the password");
  await expect(page.getByText("Wrong credentials")).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("forgot password, reset it from the e-mailed link, then sign in with the new one", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const newPassword = "a brand new passphrase";

  await page.goto("/forgot-password");
  await expectNoAxeViolations(page);
  const before = await mailCount(request, customer.email);
  await page.getByLabel("Email Address").fill(customer.email);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Email sent")).toBeVisible();

  const [link] = await waitForMail(request, customer.email, /https?:\/\/\S+\/passwordreset\/\S+/, before);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await expect(page).toHaveURL("/login", { timeout: 5000 });

  await signIn(page, customer.email, customer.password);
  await expect(page.getByText("Wrong credentials")).toBeVisible();
  await signIn(page, customer.email, newPassword);
  await expect(page).toHaveURL("/dashboard");
});

test("profile edits are saved and shown after the reload; the account pages pass axe", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);

  await page.goto("/profile");
  await expect(page.getByText(`Hello, ${customer.firstName} Hopper`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Edit Personal Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Personal Details" });
  await expect(dialog.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Occupation").fill("Rear admiral");
  await dialog.getByLabel("Address").fill("1 Navy Yard, Washington");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Changes saved")).toBeVisible();

  // The page reloads itself after 1.8 s and shows what the server now holds.
  await page.waitForEvent("load");
  await expect(page.getByText("Rear admiral")).toBeVisible();
  await expect(page.getByText("1 Navy Yard, Washington")).toBeVisible();

  for (const [path, heading] of [
    ["/security", "Security"],
    ["/payment-methods", "Payment Methods"],
    ["/transactions", "All Transactions"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
  }
  await expect(page.getByText("No transactions yet")).toBeVisible();

  await page.goto("/security");
  await page.getByRole("button", { name: "Change", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Security Questions" })).toBeVisible();
  await expectNoAxeViolations(page);
});
