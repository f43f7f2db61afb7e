import { randomUUID } from "node:crypto";
import { camt054Xml } from "@larkspur/test-kit/iso20022";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { signInAsStaff, staffEmail as staffEmailOf } from "../support/staff";

test("an operator uploads the partner bank's camt.054, a second approves it, and the customer's dashboard shows the money", async ({
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
  const messageId = `NTF-${randomUUID().slice(0, 8)}`;
  const camt = camt054Xml(
    [
      {
        reference: `E2E-${randomUUID()}`,
        amount: "250.00",
        debtorName: "Acme Payroll",
        creditorAccount: customer.accountNumber,
        remittance: "Salary November",
      },
    ],
    messageId,
  );
  await dialog.getByLabel("Bank file (XML)").setInputFiles({
    name: "camt054.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(camt),
  });
  await expectNoAxeViolations(operator);
  await dialog.getByRole("button", { name: "Upload for approval" }).click();
  await expect(
    operator.getByText("File uploaded. Entries: 1. Another operator must approve it."),
  ).toBeVisible();

  // Staged: listed with what it would do, nothing credited, and its uploader cannot approve it.
  const staged = operator
    .getByRole("article", { name: new RegExp(messageId) })
    .filter({ hasText: customer.accountNumber });
  await expect(staged).toContainText("Credit");
  await expect(staged).toContainText("$250.00");
  await expect(staged).toContainText("You uploaded this file. Another operator must approve it.");
  await expect(staged.getByRole("button", { name: /Approve/ })).toHaveCount(0);
  await expectNoAxeViolations(operator);
  await expect(balance).toContainText("$0.00");

  // A second member of staff approves it.
  const approver = await (await browser.newContext()).newPage();
  await signInAsStaff(approver, "admin");
  await approver
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Partner bank" })
    .click();
  const toApprove = approver
    .getByRole("article", { name: new RegExp(messageId) })
    .filter({ hasText: customer.accountNumber });
  await expect(toApprove).toContainText(staffEmailOf("operator"));
  await toApprove.getByRole("button", { name: `Approve ${messageId}` }).click();
  await expect(
    approver.getByText("File approved. Entries: 1. Credited: 1. Unmatched: 0. Imported before: 0."),
  ).toBeVisible();
  await expect(toApprove).toHaveCount(0);
  await expectNoAxeViolations(approver);

  // The customer's open dashboard is told at once, without a reload.
  await expect(balance).toContainText("$250.00");
  const received = page
    .getByRole("region", { name: "Recent Activity" })
    .getByRole("listitem")
    .filter({ hasText: "Salary November" });
  await expect(received).toContainText("From Acme Payroll");
  await expect(received).toContainText("+ $250.00");
});
