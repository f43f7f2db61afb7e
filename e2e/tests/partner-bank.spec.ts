import { randomUUID } from "node:crypto";
import { camt054Xml } from "@larkspur/test-kit/iso20022";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { signInAsStaff } from "../support/staff";

test("an operator imports the partner bank's camt.054 and the customer's dashboard shows the money", async ({
  page,
  browser,
  request,
}) => {
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);
  await page.goto("/dashboard");
  const balance = page.getByRole("region", { name: "Available Balance" });
  await expect(balance).toContainText("$0.00");

  // What the customer gives the payer: their account number at our partner bank.
  await balance.getByRole("link", { name: "Add money" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Receive money" })).toBeVisible();
  const details = page.getByRole("region", { name: "Your account details" });
  await expect(details).toContainText(customer.accountNumber);
  await expect(details.getByRole("button", { name: "Copy Account number" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/dashboard");

  const operator = await (await browser.newContext()).newPage();
  await signInAsStaff(operator, "operator");
  await operator
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Partner bank" })
    .click();
  await expect(operator.getByRole("heading", { level: 1, name: "Money in" })).toBeVisible();
  await operator.getByRole("button", { name: "Import a bank file" }).click();
  const dialog = operator.getByRole("dialog", { name: "Import a bank file" });
  const camt = camt054Xml([
    {
      reference: `E2E-${randomUUID()}`,
      amount: "250.00",
      debtorName: "Acme Payroll",
      creditorAccount: customer.accountNumber,
      remittance: "Salary November",
    },
  ]);
  await dialog.getByLabel("Bank file (XML)").setInputFiles({
    name: "camt054.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(camt),
  });
  await expectNoAxeViolations(operator);
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(
    operator.getByText("File imported. Entries: 1. Credited: 1. Unmatched: 0. Imported before: 0."),
  ).toBeVisible();
  await expectNoAxeViolations(operator);

  // The customer's open dashboard is told at once, without a reload.
  await expect(balance).toContainText("$250.00");
  const received = page
    .getByRole("region", { name: "Recent Activity" })
    .getByRole("listitem")
    .filter({ hasText: "Salary November" });
  await expect(received).toContainText("From Acme Payroll");
  await expect(received).toContainText("+ $250.00");
});
