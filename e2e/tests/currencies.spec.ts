import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { deposit, userIdOf } from "../support/money";
import { loadTodaysRates } from "../support/rates";
import { signInAsStaff, staffToken } from "../support/staff";

test("an operator sees the exchange rates with their date and source", async ({ page, request }) => {
  await loadTodaysRates(request);
  await signInAsStaff(page, "operator");
  await expect(page).toHaveURL("/admin");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Exchange rates" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Exchange rates" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: /^Rates of .*, from a file loaded by hand$/ }),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "USD" }).first()).toContainText("1.05");
  await expect(page.getByRole("button", { name: "Load a rates file" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a customer opens a euro balance, converts dollars to euros, and sees both balances and the conversion", async ({
  page,
  request,
}) => {
  await loadTodaysRates(request);
  const customer = await createCustomer(request);
  const userId = await userIdOf(request, customer.token);
  await deposit(request, await staffToken(request, "operator"), userId, 500);
  await seedSession(page, customer.token);
  await page.goto("/dashboard");

  const main = page.getByRole("region", { name: "Available Balance" });
  const others = page.getByRole("region", { name: "Other balances" });
  await expect(main).toContainText("$500.00");
  await others.getByRole("button", { name: "Add a currency" }).click();
  const add = page.getByRole("dialog", { name: "Add a currency" });
  await add.getByLabel("Currency").selectOption("EUR");
  await expectNoAxeViolations(page);
  await add.getByRole("button", { name: "Add currency" }).click();
  const euros = others.getByRole("listitem").filter({ hasText: "Euro" });
  await expect(euros).toContainText("€0.00");

  await others.getByRole("button", { name: "Convert" }).click();
  const convert = page.getByRole("dialog", { name: "Convert money" });
  await expect(convert.getByRole("combobox", { name: "From", exact: true })).toHaveValue("USD");
  await expect(convert.getByRole("combobox", { name: "To", exact: true })).toHaveValue("EUR");
  await convert.getByLabel("Amount to sell (USD)").fill("100");
  await convert.getByRole("button", { name: "Get a quote" }).click();
  // One euro buys 1.05 dollars: $100.00 less the 0.4 % fee of $0.40 buys €94.857..., rounded down to the cent.
  await expect(convert.getByText("1 USD = 0.952381 EUR")).toBeVisible();
  await expect(convert.getByText("$0.40", { exact: true })).toBeVisible();
  await expect(convert.getByText("€94.85", { exact: true })).toBeVisible();
  await expect(convert.getByText(/This price holds for \d+ s\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await convert.getByRole("button", { name: "Convert now" }).click();
  await expect(convert.getByText("You converted $100.00 to €94.85.")).toBeVisible();
  await convert.getByRole("button", { name: "Done" }).click();

  await expect(main).toContainText("$400.00");
  await expect(euros).toContainText("€94.85");
  // One row per side: money out of the dollars, money in to the euros.
  const activity = page.getByRole("region", { name: "Recent Activity" });
  const dollarsOut = activity.getByRole("listitem").filter({ hasText: "Converted to EUR" });
  const eurosIn = activity.getByRole("listitem").filter({ hasText: "Converted from USD" });
  await expect(dollarsOut).toContainText("- $100.00");
  await expect(dollarsOut).not.toContainText("€94.85");
  await expect(dollarsOut).toContainText("1 USD = 0.952381 EUR");
  await expect(eurosIn).toContainText("+ €94.85");
  await expect(eurosIn).not.toContainText("$100.00");
  await expectNoAxeViolations(page);

  await page.goto("/transactions?currency=EUR");
  const table = page.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: "Converted from USD" })).toContainText("+ €94.85");
  await expect(table.getByRole("row").filter({ hasText: "Converted to EUR" })).toHaveCount(0);
  // The heading row and the euros' one row.
  await expect(table.getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);

  const headers = { token: `Bearer ${customer.token}` };
  const euroCsv = await request.get(`/api/transaction/${userId}/export.csv?currency=EUR`, { headers });
  expect(euroCsv.ok()).toBe(true);
  const euroLines = (await euroCsv.text()).trim().split(/\r?\n/);
  expect(euroLines).toHaveLength(2);
  expect(euroLines[1]).toContain(",Conversion,Completed,Converted from USD,,94.85,EUR,94.85");
  const allCsv = await (await request.get(`/api/transaction/${userId}/export.csv`, { headers })).text();
  expect(allCsv).toContain(",Conversion,Completed,Converted to EUR,,-100.00,USD,400.00");
  expect(allCsv).toContain(",Conversion,Completed,Converted from USD,,94.85,EUR,94.85");
});
