import { randomUUID } from "node:crypto";
import { signUpCode } from "@larkspur/test-kit/mail";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { mailboxOf } from "./mailbox";

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Signs up on /signup, confirms the e-mailed code on /otp-verification and signs in on /login, as a new customer
 * does: the page ends on the dashboard.
 */
export async function signUpInBrowser(
  page: Page,
  request: APIRequestContext,
  person: Pick<NewCustomer, "firstName" | "lastName">,
): Promise<NewCustomer> {
  const customer = { ...person, email: `e2e-${randomUUID()}@example.com`, password: "correct horse battery" };
  await page.goto("/signup");
  await page.getByLabel("First Name").fill(customer.firstName);
  await page.getByLabel("Last Name").fill(customer.lastName);
  await page.getByLabel("Email Address").fill(customer.email);
  await page.getByLabel("Phone Number").fill("+1 555 0123");
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/otp-verification");

  const code = await signUpCode(mailboxOf(request), customer.email);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL("/login", { timeout: 5000 });

  await page.getByLabel("Email address or account number").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/dashboard");
  return customer;
}

/** A token of the customer's own, for the calls a test makes beside the browser. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}
