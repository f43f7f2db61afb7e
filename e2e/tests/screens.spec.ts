import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { deposit, submitTransfer, userIdOf } from "../support/money";
import { saveScreenshot } from "../support/screenshots";
import { confirmTransfer, fillTransferDetails, verifyTransfer } from "../support/send-money";
import { staffToken } from "../support/staff";

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

test("the money screens at phone and desktop widths pass axe and are saved as screenshots", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await createCustomer(request);
  const userId = await userIdOf(request, customer.token);
  // Above the four-eyes threshold: one operator asks, an admin approves.
  const [operator, admin] = [await staffToken(request, "operator"), await staffToken(request, "admin")];
  await deposit(request, operator, userId, 12_500, admin);
  await submitTransfer(request, customer, userId, 1_250.75, "Deposit on a flat in Lisbon");
  await seedSession(page, customer.token);

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);

    await page.goto("/dashboard");
    await expect(
      page.getByRole("region", { name: "Recent Activity" }).getByRole("button").first(),
    ).toBeVisible();
    await saveScreenshot(page, "dashboard");
    await expectNoAxeViolations(page);

    await page.goto("/send-money");
    await expect(page.getByLabel("Amount (USD)")).toBeVisible();
    await saveScreenshot(page, "send-money-details");
    await page.getByRole("tab", { name: "International" }).click();
    await fillTransferDetails(page, {
      amount: "99.99",
      description: "Books for the reading group",
      accountName: "Sofia Kovalevskaya",
      accountNumber: "SE4550000000058398257466",
      bankName: "Skandinaviska Enskilda Banken",
      accountType: "Savings account",
      international: { routingNumber: "021000021", swiftCode: "ESSESESS", country: "Sweden" },
    });
    await saveScreenshot(page, "send-money-details-international");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Check your transfer" })).toBeVisible();
    await saveScreenshot(page, "send-money-confirm");
    await expectNoAxeViolations(page);
    const code = await confirmTransfer(page, request, customer.email);
    await saveScreenshot(page, "send-money-code");
    await verifyTransfer(page, code);
    await saveScreenshot(page, "send-money-success");
    await expectNoAxeViolations(page);

    await page.goto("/transactions");
    const row = page.getByRole("row").filter({ hasText: "Deposit on a flat in Lisbon" });
    await expect(row).toBeVisible();
    await saveScreenshot(page, "transactions");
    await expectNoAxeViolations(page);
    await page
      .getByRole("row")
      .filter({ hasText: "Books for the reading group" })
      .first()
      .getByRole("button")
      .click();
    await expect(page.getByRole("dialog", { name: "Transaction Details" })).toContainText("Swift Code");
    await saveScreenshot(page, "transaction-details");
    await expectNoAxeViolations(page);
  }
});

test("the account screens at phone and desktop widths pass axe and are saved as screenshots", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto("/profile");
    await expect(page.getByText("Hello, Grace Hopper")).toBeVisible();
    await expect(page.getByText("Loading your profile")).toHaveCount(0);
    await saveScreenshot(page, "profile");
    await expectNoAxeViolations(page);

    for (const screen of ["security", "payment-methods"]) {
      await page.goto(`/${screen}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await saveScreenshot(page, screen);
      await expectNoAxeViolations(page);
    }
  }
});
