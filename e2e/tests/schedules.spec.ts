import { randomUUID } from "node:crypto";
import { type SignedUpCustomer, signUp } from "@larkspur/test-kit/customers";
import { scheduleCode } from "@larkspur/test-kit/mail";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { apiOf, seedSession } from "../support/customer";
import { mailboxOf } from "../support/mailbox";
import { deposit } from "../support/money";
import { currentStep } from "../support/send-money";
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

async function browserOf(browser: Browser, customer: SignedUpCustomer): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await seedSession(page, customer.token);
  return page;
}

test("a customer schedules a payment for today and sees it made when the job runs", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ada = await customerNamed(request, "Ada", "Lovelace");
  const grace = await customerNamed(request, "Grace", "Hopper");
  await deposit(request, await staffToken(request, "operator"), ada.id, 100);

  const payer = await browserOf(browser, ada);
  await payer.goto("/send-money");
  await payer.getByRole("tab", { name: "Larkspur account" }).click();
  await payer.getByLabel("Account number or e-mail").fill(grace.accountNumber);
  await payer.getByRole("button", { name: "Find account" }).click();
  await expect(payer.getByText("Larkspur account found")).toBeVisible();
  await payer.getByLabel("Amount (USD)").fill("30");
  await payer.getByLabel("Description").fill("Lunch club");
  await payer.getByRole("button", { name: "Continue" }).click();
  await expect(currentStep(payer, "Confirm")).toHaveAttribute("aria-current", "step");

  const when = payer.getByRole("group", { name: "When" });
  await when.getByRole("radio", { name: "On a date" }).check();
  await expect(payer.getByLabel("Pay on")).not.toHaveValue("");
  await expectNoAxeViolations(payer);

  const confirmedAt = new Date();
  await payer.getByRole("button", { name: "Confirm", exact: true }).click();
  const dialog = payer.getByRole("dialog", { name: "Confirm your scheduled payment" });
  await expect(dialog).toBeVisible();
  const code = await scheduleCode(mailboxOf(request), { to: ada.email, sentAfter: confirmedAt });
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(payer.getByRole("heading", { name: "Payment scheduled" })).toBeVisible();

  await payer.getByRole("link", { name: "View scheduled payments" }).click();
  const card = payer.getByRole("article", { name: "$30.00 to Grace H." });
  await expect(card).toBeVisible();
  // The run is due at once: the job makes it within a minute of the confirmation.
  await expect(async () => {
    await payer.reload();
    await expect(card.getByText("Payment made")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  await expect(card.getByText("No more payments")).toBeVisible();
  await expectNoAxeViolations(payer);

  await payer.goto("/transactions");
  await expect(payer.getByText("Scheduled · Lunch club").first()).toBeVisible();
  await payer.goto("/dashboard");
  await expect(payer.getByText("Nothing scheduled.", { exact: false })).toBeVisible();
});
