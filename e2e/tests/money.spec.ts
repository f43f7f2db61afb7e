import { samplePayee } from "@larkspur/test-kit/sample-transfer";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { mailCount } from "../support/mailbox";
import { deposit, setTransferHold, submitTransfer, userIdOf } from "../support/money";
import {
  confirmTransfer,
  currentStep,
  definitions,
  fillTransferDetails,
  type TransferDetails,
  verifyTransfer,
} from "../support/send-money";
import { apiToken, signUpInBrowser } from "../support/sign-up";
import { staffToken } from "../support/staff";

const localTransfer: TransferDetails = { amount: "200", description: "Rent for May", ...samplePayee };

const internationalTransfer: TransferDetails = {
  amount: "300.25",
  description: "Conference fee",
  accountName: "Emmy Noether",
  accountNumber: "DE89370400440532013000",
  bankName: "Deutsche Bank",
  accountType: "Current account",
  international: { routingNumber: "021000021", swiftCode: "DEUTDEFF", country: "Germany" },
};

const insufficient = "Insufficient balance. Please top up your account balance.";
const onHold = "Account on hold. Please contact support";

/** A toast, wherever the page shows the same words. */
function toast(page: Page, text: string) {
  return page.locator(".Toastify").getByText(text, { exact: true });
}

function availableBalance(page: Page) {
  return page.getByRole("region", { name: "Available Balance" });
}

async function history(request: Parameters<typeof userIdOf>[0], userId: string, token: string) {
  const answer = await request.get(`/api/transaction/${userId}`, { headers: { token: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { description: string; status: string }[];
}

test("a new customer is funded, sends a Local and an International transfer, sees both pending and cancels one", async ({
  page,
  request,
}) => {
  // The whole journey with an accessibility check at every step: well over the default minute on a busy machine.
  test.setTimeout(150_000);
  const customer = await signUpInBrowser(page, request, { firstName: "Ada", lastName: "Lovelace" });
  await expect(page.getByRole("main").getByText("Ada Lovelace")).toBeVisible();
  await expect(availableBalance(page)).toContainText("$0.00");
  await expect(page.getByText("No transactions yet")).toBeVisible();

  const userId = await userIdOf(request, await apiToken(request, customer.email, customer.password));
  await deposit(request, await staffToken(request, "operator"), userId, 1250.5);
  await page.reload();
  await expect(availableBalance(page)).toContainText("$1,250.50");
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByRole("button").filter({ hasText: "Opening deposit" })).toContainText(
    "+ $1,250.50",
  );
  await expectNoAxeViolations(page);

  await page.goto("/send-money");
  await expect(page.getByText("Available Balance: $1,250.50")).toBeVisible();
  await expect(currentStep(page, "Details")).toHaveAttribute("aria-current", "step");
  await fillTransferDetails(page, localTransfer);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(currentStep(page, "Confirm")).toHaveAttribute("aria-current", "step");
  const main = page.getByRole("main");
  expect(await definitions(main)).toMatchObject({
    "Transfer Option": "Local",
    "Account Name": "Charles Babbage",
    "Account Number": "0123456789",
    "Bank Name": "First Analytical Bank",
    "Account Type": "Checking account",
    Description: "Rent for May",
    "Routing Number": "021000021",
    Total: "$200.00",
  });
  await expectNoAxeViolations(page);

  const localCode = await confirmTransfer(page, request, customer.email);
  await expectNoAxeViolations(page);
  await verifyTransfer(page, localCode);
  await expect(main).toContainText("Your request to send $200.00 to Charles Babbage is being reviewed.");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Transfer Money Again" }).click();
  await expect(currentStep(page, "Details")).toHaveAttribute("aria-current", "step");
  await expect(page.getByLabel("Amount (USD)")).toHaveValue("");
  // A verified transfer holds its amount until it is sent or cancelled.
  await expect(page.getByText("Available Balance: $1,050.50")).toBeVisible();

  await page.getByRole("tab", { name: "International" }).click();
  await expect(page.getByRole("tab", { name: "International" })).toHaveAttribute("aria-selected", "true");
  await fillTransferDetails(page, internationalTransfer);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(currentStep(page, "Confirm")).toHaveAttribute("aria-current", "step");
  expect(await definitions(main)).toMatchObject({
    "Transfer Option": "International",
    "Account Name": "Emmy Noether",
    "Routing Number": "021000021",
    "Swift Code": "DEUTDEFF",
    Country: "Germany",
    Total: "$300.25",
  });
  await expectNoAxeViolations(page);
  const internationalCode = await confirmTransfer(page, request, customer.email);
  await verifyTransfer(page, internationalCode);
  await expect(page.getByText("Available Balance: $750.25")).toBeVisible();

  await page.getByRole("link", { name: "View transactions" }).click();
  await expect(page).toHaveURL("/transactions");
  await expect(page.getByRole("heading", { level: 1, name: "All Transactions" })).toBeVisible();
  const row = (description: string) => page.getByRole("row").filter({ hasText: description });
  await expect(row("Rent for May")).toContainText("Pending");
  await expect(row("Rent for May")).toContainText("Transfer to Bank account");
  await expect(row("Rent for May")).toContainText("- $200.00");
  await expect(row("Conference fee")).toContainText("Pending");
  await expect(row("Conference fee")).toContainText("- $300.25");
  await expect(row("Opening deposit")).toContainText("Payment Received");
  await expect(row("Opening deposit")).toContainText("+ $1,250.50");
  await expectNoAxeViolations(page);

  const details = page.getByRole("dialog", { name: "Transaction Details" });
  await row("Conference fee").getByRole("button").click();
  await expect(details).toContainText("- $300.25");
  expect(await definitions(details)).toEqual({
    "Transaction Type": "Withdrawal",
    "Transaction ID": expect.stringMatching(/^#\d+$/),
    Description: "Conference fee",
    Status: "Pending",
    "Transfer Option": "International",
    "Account Name": "Emmy Noether",
    "Account Number": "DE89370400440532013000",
    "Bank Name": "Deutsche Bank",
    "Account Type": "Current account",
    "Routing Number": "021000021",
    Country: "Germany",
    "Swift Code": "DEUTDEFF",
  });
  await expectNoAxeViolations(page);
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toHaveCount(0);

  await row("Rent for May").getByRole("button").click();
  await expect(details).toContainText("- $200.00");
  expect(await definitions(details)).toEqual({
    "Transaction Type": "Withdrawal",
    "Transaction ID": expect.stringMatching(/^#\d+$/),
    Description: "Rent for May",
    Status: "Pending",
    "Transfer Option": "Local",
    "Account Name": "Charles Babbage",
    "Account Number": "0123456789",
    "Bank Name": "First Analytical Bank",
    "Account Type": "Checking account",
    "Routing Number": "021000021",
  });

  await details.getByRole("button", { name: "Cancel this transfer" }).click();
  await expectNoAxeViolations(page);
  await details.getByRole("button", { name: "Yes, cancel transfer" }).click();
  await expect(toast(page, "Transfer cancelled")).toBeVisible();
  await expect(details.getByRole("definition").filter({ hasText: "Cancelled" })).toBeVisible();
  await expect(details.getByRole("button", { name: "Cancel this transfer" })).toHaveCount(0);
  await details.getByRole("button", { name: "Close" }).click();
  await expect(row("Rent for May")).toContainText("Cancelled");
  await expect(row("Conference fee")).toContainText("Pending");

  // The cancelled transfer's hold is released; the pending one still holds its amount.
  await page.goto("/dashboard");
  await expect(availableBalance(page)).toContainText("$950.25");
  await expect(activity.getByRole("button").filter({ hasText: "Rent for May" })).toContainText("- $200.00");
  await expect(
    activity.getByRole("button").filter({ hasText: "Rent for May" }).getByRole("img", { name: "Cancelled" }),
  ).toBeVisible();
  await expect(
    activity.getByRole("button").filter({ hasText: "Conference fee" }).getByRole("img", { name: "Pending" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a transfer above the balance is refused with its toast and nothing is created", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const userId = await userIdOf(request, customer.token);
  await deposit(request, await staffToken(request, "operator"), userId, 100);
  await seedSession(page, customer.token);

  await page.goto("/send-money");
  await expect(page.getByRole("tab", { name: "Local" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Available Balance: $100.00")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Amount is required")).toBeVisible();
  await expectNoAxeViolations(page);

  const mails = await mailCount(request, customer.email);
  await fillTransferDetails(page, { ...localTransfer, amount: "100.01" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(currentStep(page, "Confirm")).toHaveAttribute("aria-current", "step");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(toast(page, insufficient)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(currentStep(page, "Confirm")).toHaveAttribute("aria-current", "step");

  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("tab", { name: "International" }).click();
  await expect(page.getByLabel("Swift Code")).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await history(request, userId, customer.token)).map((item) => item.description)).toEqual([
    "Opening deposit",
  ]);
  expect(await mailCount(request, customer.email)).toBe(mails);
});

test("a balance held since the page loaded is refused by the server with the same toast", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const userId = await userIdOf(request, customer.token);
  await deposit(request, await staffToken(request, "operator"), userId, 100);
  await seedSession(page, customer.token);
  // This page's live connection is down, so nothing tells it of the other device's transfer before the server does.
  await page.route(/\/api\/events/, (route) => route.abort());
  await page.goto("/send-money");
  await expect(page.getByText("Available Balance: $100.00")).toBeVisible();

  // Another device spends most of it while this page still shows $100.00.
  await submitTransfer(request, customer, userId, 80, "Sent from the phone");
  await fillTransferDetails(page, { ...localTransfer, amount: "50" });
  await page.getByRole("button", { name: "Continue" }).click();
  const initiated = page.waitForResponse((answer) => answer.url().includes("/api/transaction/initiate/"));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  expect((await initiated).status()).toBe(400);
  await expect(toast(page, insufficient)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The page learns the balance the server holds to.
  await expect(page.getByText("Available Balance: $20.00")).toBeVisible();

  expect((await history(request, userId, customer.token)).map((item) => item.description)).toEqual([
    "Sent from the phone",
    "Opening deposit",
  ]);
});

test("an account put on hold by an operator sees only the hold notice on Send Money", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const userId = await userIdOf(request, customer.token);
  const operator = await staffToken(request, "operator");
  await deposit(request, operator, userId, 500);
  await seedSession(page, customer.token);

  // The hold lands while the customer is already in the wizard: its notification reaches the open page, which
  // closes the wizard and says why without a reload.
  await page.goto("/send-money");
  await fillTransferDetails(page, localTransfer);
  await page.getByRole("button", { name: "Continue" }).click();
  await setTransferHold(request, operator, userId, true, "Unusual activity under review");
  await expect(page.getByRole("main").getByText(onHold)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("tab")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("main").getByText(onHold)).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Transfer steps" })).toHaveCount(0);
  await expect(page.getByLabel("Amount (USD)")).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await history(request, userId, customer.token)).toHaveLength(1);

  await setTransferHold(request, operator, userId, false, "Review finished, nothing wrong");
  await page.reload();
  await expect(page.getByRole("tab", { name: "Local" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(onHold)).toHaveCount(0);
});
