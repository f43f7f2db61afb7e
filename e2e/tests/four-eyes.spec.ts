import { randomUUID } from "node:crypto";
import { camt054Xml } from "@larkspur/test-kit/iso20022";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer } from "../support/customer";
import { todaysRatesFile } from "../support/rates";
import { signInAsStaff, staffToken } from "../support/staff";

/**
 * Unmatched money in euros, as the partner bank's file leaves it: a credit naming no Larkspur account. A file an
 * operator uploads may itself wait for a second member of staff; the admin approves it then.
 */
async function unmatchedEuros(request: APIRequestContext, reference: string): Promise<void> {
  const xml = camt054Xml(
    [
      {
        reference,
        amount: "75.00",
        currency: "EUR",
        debtorName: "Lisbon Lettings",
        remittance: "Deposit back",
      },
    ],
    `NTF-${reference}`,
  );
  const imported = await request.post("/api/admin/bank-statements", {
    headers: { token: `Bearer ${await staffToken(request, "operator")}`, "content-type": "application/xml" },
    data: xml,
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  if (imported.status() !== 202) return;
  const { importId } = (await imported.json()) as { importId: string };
  const approved = await request.post(`/api/admin/bank-files/${importId}/approve`, {
    headers: { token: `Bearer ${await staffToken(request, "admin")}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

const partnerBank = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Partner bank" }).click();

test("one operator assigns unmatched euros, and only a second member of staff's approval credits them", async ({
  page,
  browser,
  request,
}) => {
  const customer = await createCustomer(request);
  const reference = `E2E-${randomUUID()}`;
  await unmatchedEuros(request, reference);

  await signInAsStaff(page, "operator");
  await partnerBank(page);
  await expect(page.getByRole("heading", { level: 1, name: "Money in" })).toBeVisible();
  await page.getByRole("button", { name: `Assign ${reference} to a customer` }).click();
  const dialog = page.getByRole("dialog", { name: "Assign to a customer" });
  await dialog.getByLabel("Customer's account number").fill(customer.accountNumber);
  await dialog.getByLabel("Reason").fill("The payer called with the account number");
  await dialog.getByRole("button", { name: "Credit the customer" }).click();
  await expect(
    page.getByText(`Waiting for another operator to approve crediting account ${customer.accountNumber}`),
  ).toBeVisible();
  const awaiting = page.getByRole("region", { name: "Assignments awaiting approval" });
  const asked = awaiting.getByRole("row").filter({ hasText: reference });
  await expect(asked).toContainText("€75.00");
  await expect(asked).toContainText("Grace Hopper");
  await expect(asked).toContainText("Waiting for another operator");
  await expect(asked.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const second = await (await browser.newContext()).newPage();
  await signInAsStaff(second, "admin");
  await partnerBank(second);
  const toApprove = second
    .getByRole("region", { name: "Assignments awaiting approval" })
    .getByRole("row")
    .filter({ hasText: reference });
  await expect(toApprove).toContainText("The payer called with the account number");
  await expectNoAxeViolations(second);
  await toApprove.getByRole("button", { name: `Approve assigning ${reference} to Grace Hopper` }).click();
  await expect(second.getByText("€75.00 credited to Grace Hopper")).toBeVisible();
  await expect(toApprove).toHaveCount(0);

  const user = await request.get("/api/user", { headers: { token: `Bearer ${customer.token}` } });
  const balances = ((await user.json()) as { balances: { currency: string; available: number }[] }).balances;
  expect(balances).toContainEqual(expect.objectContaining({ currency: "EUR", available: 75 }));
});

test("one operator loads a rates file, and the rates change only once a second member of staff approves", async ({
  page,
  browser,
}) => {
  const reason = `Correction ${randomUUID().slice(0, 8)}`;
  await signInAsStaff(page, "operator");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Exchange rates" })
    .click();
  await page.getByRole("button", { name: "Load a rates file" }).click();
  const dialog = page.getByRole("dialog", { name: "Load a rates file" });
  await dialog.getByLabel("Rates file (XML)").setInputFiles({
    name: "eurofxref-daily.xml",
    mimeType: "text/xml",
    buffer: Buffer.from(todaysRatesFile()),
  });
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Load rates" }).click();
  await expect(page.getByText(/^Rates file of .* staged: another operator must approve it$/)).toBeVisible();
  const staged = page
    .getByRole("region", { name: "Rates files awaiting approval" })
    .getByRole("listitem")
    .filter({ hasText: reason });
  await expect(staged).toContainText("Waiting for another operator");
  await expect(staged).toContainText("USD 1.05");
  await expectNoAxeViolations(page);

  const second = await (await browser.newContext()).newPage();
  await signInAsStaff(second, "admin");
  await second
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Exchange rates" })
    .click();
  const toApprove = second
    .getByRole("region", { name: "Rates files awaiting approval" })
    .getByRole("listitem")
    .filter({ hasText: reason });
  await expectNoAxeViolations(second);
  await toApprove.getByRole("button", { name: /^Approve the rates file of / }).click();
  await expect(second.getByText("Rates file approved: 3 rates in use")).toBeVisible();
  await expect(toApprove).toHaveCount(0);
  await expect(
    second.getByRole("heading", { name: /^Rates of .*, from a file loaded by hand$/ }),
  ).toBeVisible();
  await expect(second.getByRole("row").filter({ hasText: "USD" }).first()).toContainText("1.05");
});
