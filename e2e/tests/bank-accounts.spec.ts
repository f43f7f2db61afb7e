import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { waitForMail } from "../support/mailbox";
import { saveScreenshot } from "../support/screenshots";

test("a customer adds a bank account on Payment Methods, sees it masked and counted, and removes it", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);

  await page.goto("/dashboard");
  const completeness = page.getByRole("progressbar", { name: "Profile Completeness" });
  await expect(completeness).toHaveAttribute("aria-valuenow", "50");
  await page.getByRole("link", { name: "Add Bank Account" }).click();

  await expect(page).toHaveURL(/\/payment-methods$/);
  const section = page.getByRole("region", { name: "Bank Accounts (for withdrawal)" });
  await expect(section.getByText(/No bank accounts yet/)).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole("button", { name: "Add New Bank Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Bank Account" });
  await dialog.getByRole("radio", { name: "International" }).check();
  await dialog.getByLabel("Account Name").fill("Grace Hopper");
  await dialog.getByLabel(/^Account Number/).fill("000123456789");
  await dialog.getByLabel("Account Type").selectOption("Checking account");
  await dialog.getByLabel("Bank Name").fill("Harbor Savings");
  await dialog.getByLabel(/^Routing Number/).fill("021000022");
  await dialog.getByLabel(/^Swift Code/).fill("CHASUS33");
  await dialog.getByLabel("Country").selectOption("United States");
  await dialog.getByRole("button", { name: "Save bank account" }).click();
  await expect(
    dialog.getByText("This US routing number is not valid: check it for typing mistakes"),
  ).toBeVisible();
  await saveScreenshot(page, "bank-account-dialog");
  await expectNoAxeViolations(page);

  await dialog.getByLabel(/^Routing Number/).fill("021000021");
  await dialog.getByRole("button", { name: "Save bank account" }).click();
  await expect(dialog).toBeHidden();
  const card = section.getByRole("article", { name: "Harbor Savings, account ending in 6789" });
  await expect(card.getByText("•••• 6789")).toBeVisible();
  await expect(page.getByText("000123456789")).toHaveCount(0);
  await saveScreenshot(page, "bank-accounts");
  await expectNoAxeViolations(page);
  await waitForMail(request, customer.email, /Grace Hopper \(•••• 6789\) was saved as a recipient/);

  await page.goto("/dashboard");
  await expect(completeness).toHaveAttribute("aria-valuenow", "75");
  await expect(page.getByText("Bank Account Added")).toBeVisible();

  await page.goto("/payment-methods");
  await card.getByRole("button", { name: "Remove bank account ending in 6789" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this bank account?" });
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Remove bank account" }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByText(/No bank accounts yet/)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto("/dashboard");
  await expect(completeness).toHaveAttribute("aria-valuenow", "50");
});
