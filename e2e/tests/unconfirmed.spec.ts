import { randomUUID } from "node:crypto";
import { signUp } from "@larkspur/test-kit/customers";
import { paymentCode } from "@larkspur/test-kit/mail";
import { type APIRequestContext, expect, test } from "@playwright/test";
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

test("a payment left without its code reads Not confirmed, never as money gone, and its code can be entered later", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const ada = await customerNamed(request, "Ada", "Lovelace");
  const boris = await customerNamed(request, "Boris", "Pasternak");
  await deposit(request, await staffToken(request, "operator"), ada.id, 500);
  await seedSession(page, ada.token);

  await page.goto("/send-money");
  await page.getByRole("tab", { name: "Larkspur account" }).click();
  await page.getByLabel("Account number or e-mail").fill(boris.accountNumber);
  await page.getByRole("button", { name: "Find account" }).click();
  await expect(page.getByText("Boris P.", { exact: true })).toBeVisible();
  await page.getByLabel("Amount (USD)").fill("250");
  await page.getByLabel("Description").fill("Piano lessons");
  await page.getByRole("button", { name: "Continue" }).click();
  const startedAt = new Date();
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  const asked = page.getByRole("dialog", { name: "Payment Verification" });
  await expect(asked).toBeVisible();
  // The customer walks away without entering the code.
  await page.keyboard.press("Escape");
  await expect(asked).toHaveCount(0);

  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Available Balance" })).toContainText("$500.00");
  const row = page
    .getByRole("region", { name: "Recent Activity" })
    .getByRole("button")
    .filter({ hasText: "Piano lessons" });
  await expect(row).toContainText("Not confirmed: enter the code");
  await expect(row).toContainText("$250.00");
  await expect(row).not.toContainText("- $250.00");
  await expect(row).not.toContainText("Sent to Boris P.");
  await expectNoAxeViolations(page);

  await page.goto("/transactions");
  const historyRow = page.getByRole("row").filter({ hasText: "Piano lessons" });
  await expect(historyRow).toContainText("Not confirmed: enter the code");
  await expect(historyRow).not.toContainText("- $250.00");

  await historyRow.getByRole("button").first().click();
  const details = page.getByRole("dialog", { name: "Transaction Details" });
  await expect(details).toContainText("Not confirmed: enter the code we e-mailed you.");
  await expectNoAxeViolations(page);
  await details.getByRole("button", { name: "Enter the code" }).click();
  const dialog = page.getByRole("dialog", { name: "Payment Verification" });
  await expect(dialog).toBeVisible();
  const code = await paymentCode(mailboxOf(request), {
    to: ada.email,
    sentAfter: new Date(startedAt.getTime() - 1000),
  });
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(".Toastify").getByText("Payment sent", { exact: true })).toBeVisible();
  await expect(historyRow).toContainText("Sent to Boris P.");
  await expect(historyRow).toContainText("- $250.00");
  await expect(historyRow).toContainText("Completed");

  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Available Balance" })).toContainText("$250.00");
});
