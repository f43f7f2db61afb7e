import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { apiOf, createCustomer, seedSession } from "../support/customer";
import { mailCount, waitForMail } from "../support/mailbox";

test("a new e-mail address is used once the code mailed to it is entered", async ({ page, request }) => {
  const customer = await createCustomer(request);
  const elsewhere = await apiOf(request)({
    method: "POST",
    path: "/api/auth/login",
    body: { email: customer.email, password: customer.password },
  });
  const otherToken = (elsewhere.body as { token: string }).token;
  const newEmail = `e2e-moved-${randomUUID()}@example.com`;
  const oldMail = await mailCount(request, customer.email);
  await seedSession(page, customer.token);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Email Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Email Address" });
  await dialog.getByLabel("Email Address").fill(newEmail);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    dialog.getByText(`We sent a code to ${newEmail}. Enter it to finish the change.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const [code] = await waitForMail(request, newEmail, /\b\d{6}\b/);
  const wrong = String(((Number(code) - 100000 + 1) % 900000) + 100000);
  await dialog.getByLabel("Verification code").fill(wrong);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Wrong code. 4 tries left.")).toBeVisible();
  await expect(dialog.getByLabel("Verification code")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Changes saved")).toBeVisible();
  await page.waitForEvent("load");
  await expect(page.getByText(newEmail)).toBeVisible();

  await waitForMail(request, customer.email, /was changed to/, oldMail);
  const ended = await apiOf(request)({ method: "GET", path: "/api/user", token: otherToken });
  expect(ended.status).toBe(401);
});

test("a customer changes their password on /security; other devices are signed out", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const elsewhere = await apiOf(request)({
    method: "POST",
    path: "/api/auth/login",
    body: { email: customer.email, password: customer.password },
  });
  const otherToken = (elsewhere.body as { token: string }).token;
  const newPassword = "a fresh quiet meadow";
  const before = await mailCount(request, customer.email);
  await seedSession(page, customer.token);

  await page.goto("/security");
  await page.getByRole("button", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Current Password", { exact: true }).fill("not my password");
  await dialog.getByLabel("New Password", { exact: true }).fill(newPassword);
  await dialog.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog.getByText("Your current password is not right.")).toBeVisible();

  await dialog.getByLabel("Current Password", { exact: true }).fill(customer.password);
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog.getByText("Your password has been changed.")).toBeVisible();
  await waitForMail(request, customer.email, /password of your Larkspur account was just changed/, before);

  const ended = await apiOf(request)({ method: "GET", path: "/api/user", token: otherToken });
  expect(ended.status).toBe(401);
  const oldPassword = await apiOf(request)({
    method: "POST",
    path: "/api/auth/login",
    body: { email: customer.email, password: customer.password },
  });
  expect(oldPassword.status).toBe(401);
  const fresh = await apiOf(request)({
    method: "POST",
    path: "/api/auth/login",
    body: { email: customer.email, password: newPassword },
  });
  expect(fresh.status).toBe(200);
});
