import { transferCode } from "@larkspur/test-kit/mail";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { mailboxOf } from "./mailbox";

export interface TransferDetails {
  amount: string;
  description: string;
  accountName: string;
  accountNumber: string;
  bankName: string;
  accountType: string;
  /** A local (US) bank's ABA routing number; an international transfer gives its routing code with its Swift code. */
  routingNumber?: string;
  international?: { routingNumber: string; swiftCode: string; country: string };
}

/** Fills the Details step of whichever tab is open. */
export async function fillTransferDetails(page: Page, transfer: TransferDetails): Promise<void> {
  await page.getByLabel("Amount (USD)").fill(transfer.amount);
  await page.getByLabel("Account Name").fill(transfer.accountName);
  await page.getByLabel("Account Number").fill(transfer.accountNumber);
  await page.getByLabel("Account Type").selectOption(transfer.accountType);
  await page.getByLabel("Bank Name").fill(transfer.bankName);
  await page
    .getByLabel(/^Routing Number/)
    .fill(transfer.international?.routingNumber ?? transfer.routingNumber ?? "");
  if (transfer.international) {
    await page.getByLabel("Swift Code").fill(transfer.international.swiftCode);
    await page.getByLabel("Country").selectOption(transfer.international.country);
  }
  await page.getByLabel("Description").fill(transfer.description);
}

export function currentStep(page: Page, step: "Details" | "Confirm" | "Success"): Locator {
  return page.getByRole("list", { name: "Transfer steps" }).getByRole("listitem").filter({ hasText: step });
}

/** Presses Confirm on the Confirm step and waits for the Transfer Verification dialog the e-mailed code goes in. */
export async function confirmTransfer(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const confirmedAt = new Date();
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Transfer Verification" })).toBeVisible();
  return transferCode(mailboxOf(request), { to: email, sentAfter: confirmedAt });
}

/** Enters the code in the open Transfer Verification dialog and waits for the wizard's last step. */
export async function verifyTransfer(page: Page, code: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Transfer Verification" });
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Success! Transfer Request Submitted" })).toBeVisible();
  await expect(currentStep(page, "Success")).toHaveAttribute("aria-current", "step");
}

/** The label and value pairs of every definition list in `scope`, as the customer reads them. */
export async function definitions(scope: Locator): Promise<Record<string, string>> {
  const terms = await scope.getByRole("term").allInnerTexts();
  const values = await scope.getByRole("definition").allInnerTexts();
  expect(values).toHaveLength(terms.length);
  return Object.fromEntries(terms.map((term, index) => [term.trim(), values[index]!.trim()]));
}
