import { expect, test } from "@playwright/test";
import { createCustomer, seedSession } from "../support/customer";

test("a signed-out visitor is sent from the dashboard to sign in", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
});

test("a signed-in customer is sent from sign-in to the dashboard, and can sign out", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);

  await page.goto("/login");
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const greeting = page.getByRole("button", { name: `Hi, ${customer.firstName}` });
  await expect(greeting).toBeVisible();

  await page.goto("/reset-password/some-token");
  await expect(page).toHaveURL("/dashboard");

  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();

  await page.goto("/dashboard");
  await page.getByRole("button", { name: `Hi, ${customer.firstName}` }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

  // The token was revoked on the server, so it no longer signs anyone in.
  const answer = await request.get("/api/user", { headers: { token: `Bearer ${customer.token}` } });
  expect(answer.status()).toBe(401);
});

test("a rejected token is forgotten at start-up", async ({ page }) => {
  await seedSession(page, "not-a-real-token");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("larkspur") ?? "{}"));
  expect(stored.state.token).toBeNull();
});
