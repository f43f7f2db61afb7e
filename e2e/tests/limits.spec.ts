import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { deposit, submitTransfer, userIdOf } from "../support/money";
import { signInAsStaff, staffToken } from "../support/staff";

test("a customer lowers their daily limit and is held to it; an operator raises it with a reason", async ({
  page,
  browser,
  request,
}) => {
  // A customer's and an operator's sessions, with accessibility checks along the way.
  test.setTimeout(150_000);
  const customer = await createCustomer(request);
  const userId = await userIdOf(request, customer.token);
  await deposit(request, await staffToken(request, "operator"), userId, 5_000);
  await submitTransfer(request, customer, userId, 300, "Rent for May");

  await seedSession(page, customer.token);
  await page.goto("/security");
  const card = page.getByRole("region", { name: "Sending limits" });
  await expect(card).toContainText("$10,000.00");
  await expect(card).toContainText("$24,700.00 left today");
  await expect(card).toContainText("$99,700.00 left in these 30 days");
  await expectNoAxeViolations(page);

  await card.getByRole("button", { name: "Change limits" }).click();
  const dialog = page.getByRole("dialog", { name: "Change limits" });
  await dialog.getByLabel("Daily (USD)").fill("30,000");
  await dialog.getByRole("button", { name: "Save limits" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Your daily limit can be at most $25,000.00, the bank's limit for you. Ask our support team to raise it.",
  );
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Daily (USD)").fill("500");
  await dialog.getByRole("button", { name: "Save limits" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Limits saved")).toBeVisible();
  await expect(card).toContainText("$200.00 left today");
  await expectNoAxeViolations(page);

  // The send-money wizard hears the new limit from the API.
  const refused = await request.post(`/api/transaction/initiate/${userId}`, {
    headers: { token: `Bearer ${customer.token}` },
    data: sampleTransfer({ amount: 250 }),
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(
    "This is over your daily limit of $500.00. You can send $200.00 more today.",
  );

  // The customer phones in: an operator raises the daily limit above the standard, saying why.
  const staffPage = await (await browser.newContext()).newPage();
  await signInAsStaff(staffPage, "operator");
  await expect(staffPage).toHaveURL("/admin");
  await staffPage.goto(`/admin/customers/${userId}`);
  const limits = staffPage.getByRole("region", { name: "Sending limits" });
  await expect(limits.getByRole("row", { name: /Daily/ })).toContainText("$500.00");
  await expectNoAxeViolations(staffPage);
  await limits.getByRole("button", { name: "Change limits" }).click();
  const change = staffPage.getByRole("dialog", { name: "Change sending limits" });
  await change.getByLabel("Daily (USD)").fill("40000");
  await change.getByRole("button", { name: "Save limits" }).click();
  await expect(change.getByText("A reason is required")).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await change.getByLabel("Reason").fill("Buying a car; identity checked by phone");
  await change.getByRole("button", { name: "Save limits" }).click();
  await expect(change).toHaveCount(0);
  await expect(staffPage.getByText("Limits changed")).toBeVisible();
  await expect(limits.getByRole("row", { name: /Daily/ })).toContainText("$40,000.00");
  await staffPage.goto(`/admin/audit?subject=${userId}`);
  await expect(staffPage.getByText("Buying a car; identity checked by phone")).toBeVisible();

  await page.reload();
  await expect(card).toContainText("$39,700.00 left today");
});
