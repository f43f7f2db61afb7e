import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";

async function fillLocalTransfer(page: Page, amount: string) {
  await page.getByLabel("Amount (USD)").fill(amount);
  await page.getByLabel("Account Name").fill("Charles Babbage");
  await page.getByLabel("Account Number").fill("0123456789");
  await page.getByLabel("Account Type").selectOption("Checking account");
  await page.getByLabel("Bank Name").fill("First Analytical Bank");
  await page.getByLabel("Description").fill("Rent for May");
}

test("a transfer above the balance is refused with the spec's toast and nothing is created", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);

  await page.goto("/send-money");
  await expect(page.getByRole("tab", { name: "Local" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Available Balance: $0.00")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Amount is required")).toBeVisible();
  await expectNoAxeViolations(page);

  await fillLocalTransfer(page, "25");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Confirm" })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Insufficient balance. Please top up your account balance.")).toBeVisible();

  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("tab", { name: "International" }).click();
  await expect(page.getByLabel("Swift Code")).toBeVisible();
  await expectNoAxeViolations(page);

  const history = await request.get(`/api/transaction/${await userId(request, customer.token)}`, {
    headers: { token: `Bearer ${customer.token}` },
  });
  expect(await history.json()).toEqual([]);
});

test("a held account sees only the hold notice on Send Money", async ({ page, request }) => {
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);
  // Putting an account on hold is a back-office action with no HTTP route yet, so the server's own answer is
  // altered on its way to the page.
  await page.route("**/api/user", async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), transferDisabled: true } });
  });

  await page.goto("/send-money");
  await expect(page.getByText("Account on hold. Please contact support")).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByLabel("Amount (USD)")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

async function userId(request: Parameters<typeof createCustomer>[0], token: string): Promise<string> {
  const answer = await request.get("/api/user", { headers: { token: `Bearer ${token}` } });
  return ((await answer.json()) as { _id: string })._id;
}
