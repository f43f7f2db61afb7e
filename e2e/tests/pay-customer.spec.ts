import { randomUUID } from "node:crypto";
import { type SignedUpCustomer, signUp } from "@larkspur/test-kit/customers";
import { paymentCode } from "@larkspur/test-kit/mail";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { apiOf, seedSession } from "../support/customer";
import { mailboxOf } from "../support/mailbox";
import { deposit } from "../support/money";
import { currentStep, definitions } from "../support/send-money";
import { staffToken } from "../support/staff";

/** A customer with the names the test reads back as "Ada L." or "Grace H.". */
function customerNamed(request: APIRequestContext, firstName: string, lastName: string) {
  return signUp(apiOf(request), mailboxOf(request), {
    firstName,
    lastName,
    email: `e2e-${randomUUID()}@example.com`,
    password: "correct horse battery",
    phone: "+1 555 0100",
  });
}

/** A browser of its own, signed in as `customer`: two people, two sessions. */
async function browserOf(browser: Browser, customer: SignedUpCustomer): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await seedSession(page, customer.token);
  return page;
}

test("a customer pays another by account number, sees the payee's name before sending, and both see the payment", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const ada = await customerNamed(request, "Ada", "Lovelace");
  const grace = await customerNamed(request, "Grace", "Hopper");
  await deposit(request, await staffToken(request, "operator"), ada.id, 500);

  const payer = await browserOf(browser, ada);
  await payer.goto("/send-money");
  await payer.getByRole("tab", { name: "Larkspur account" }).click();
  await expect(payer.getByRole("tab", { name: "Larkspur account" })).toHaveAttribute("aria-selected", "true");
  await payer.getByLabel("Account number or e-mail").fill(grace.accountNumber);
  await payer.getByRole("button", { name: "Find account" }).click();
  await expect(payer.getByText("Larkspur account found")).toBeVisible();
  await expect(payer.getByText("Grace H.", { exact: true })).toBeVisible();
  await expectNoAxeViolations(payer);

  await payer.getByLabel("Amount (USD)").fill("42.50");
  await payer.getByLabel("Description").fill("Dinner on Friday");
  await payer.getByRole("button", { name: "Continue" }).click();
  await expect(currentStep(payer, "Confirm")).toHaveAttribute("aria-current", "step");
  const main = payer.getByRole("main");
  await expect(main).toContainText("to Grace H.");
  expect(await definitions(main)).toMatchObject({
    "Transfer Option": "Larkspur account",
    "Paid to": "Grace H.",
    "Account Number": grace.accountNumber,
    Description: "Dinner on Friday",
    Total: "$42.50",
  });
  await expectNoAxeViolations(payer);

  const confirmedAt = new Date();
  await payer.getByRole("button", { name: "Confirm", exact: true }).click();
  const dialog = payer.getByRole("dialog", { name: "Payment Verification" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(payer);
  const code = await paymentCode(mailboxOf(request), { to: ada.email, sentAfter: confirmedAt });
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(payer.getByRole("heading", { name: "Success! Payment Sent" })).toBeVisible();
  await expect(main).toContainText("Grace H. now has $42.50 in their Larkspur account, to use right away.");
  await expect(payer.getByText("Available Balance: $457.50")).toBeVisible();
  await expectNoAxeViolations(payer);

  await payer.getByRole("button", { name: "Save recipient" }).click();
  await expect(payer.getByText("Grace H. is in your saved recipients.")).toBeVisible();
  await payer.getByRole("button", { name: "Send Another Payment" }).click();
  await payer.getByRole("button", { name: "Choose a saved recipient" }).click();
  const saved = payer.getByRole("dialog", { name: "Choose a saved recipient" });
  await expect(saved.getByRole("button", { name: /Grace H\./ })).toBeVisible();
  await expectNoAxeViolations(payer);
  await saved.getByRole("button", { name: /Grace H\./ }).click();
  await expect(payer.getByLabel("Account number or e-mail")).toHaveValue(grace.accountNumber);
  await expect(payer.getByText("Larkspur account found")).toBeVisible();

  await payer.goto("/transactions");
  const sentRow = payer.getByRole("row").filter({ hasText: "Dinner on Friday" });
  await expect(sentRow).toContainText("Sent to Grace H.");
  await expect(sentRow).toContainText("Completed");
  await expect(sentRow).toContainText("- $42.50");
  await expectNoAxeViolations(payer);

  await payer.goto("/dashboard");
  const payerActivity = payer.getByRole("region", { name: "Recent Activity" });
  await expect(payerActivity.getByRole("button").filter({ hasText: "Dinner on Friday" })).toContainText(
    "Sent to Grace H.",
  );

  const payee = await browserOf(browser, grace);
  await payee.goto("/dashboard");
  await expect(payee.getByRole("region", { name: "Available Balance" })).toContainText("$42.50");
  const received = payee
    .getByRole("region", { name: "Recent Activity" })
    .getByRole("button")
    .filter({ hasText: "Dinner on Friday" });
  await expect(received).toContainText("Payment Received");
  await expect(received).toContainText("From Ada L.");
  await expect(received).toContainText("+ $42.50");
  await expectNoAxeViolations(payee);

  await payee.goto("/transactions");
  const receivedRow = payee.getByRole("row").filter({ hasText: "Dinner on Friday" });
  await expect(receivedRow).toContainText("From Ada L.");
  await receivedRow.getByRole("button").click();
  const details = payee.getByRole("dialog", { name: "Transaction Details" });
  await expect(details).toContainText("+ $42.50");
  expect(await definitions(details)).toMatchObject({
    "Transaction Type": "Deposit",
    Description: "Dinner on Friday",
    Status: "Completed",
    "Paid by": "Ada L.",
    "Account Number": ada.accountNumber,
  });
  await expectNoAxeViolations(payee);
});
