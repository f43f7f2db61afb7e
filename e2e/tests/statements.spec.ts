import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { deposit, submitTransfer, userIdOf } from "../support/money";
import { staffToken } from "../support/staff";

test("a customer searches the history, downloads the CSV of the view and a month's statement", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const userId = await userIdOf(request, customer.token);
  await deposit(request, await staffToken(request, "operator"), userId, 300);
  await submitTransfer(request, customer, userId, 42.5, "Rent for the studio");
  await submitTransfer(request, customer, userId, 12, "Piano lessons");
  await seedSession(page, customer.token);
  await page.goto("/transactions");

  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(4);
  await page.getByRole("searchbox", { name: "Search transactions" }).fill("rent");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/transactions\?q=rent$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Rent for the studio");

  await page.getByText("Filters", { exact: true }).click();
  await page.getByLabel("Status").selectOption("Completed");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No transactions match your search.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(rows).toHaveCount(4);

  // The filtered view reloads from its address, and its CSV holds the rows on screen.
  await page.goto("/transactions?q=piano");
  await expect(rows).toHaveCount(2);
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe("larkspur-transactions.csv");
  const lines = readFileSync((await csv.path())!, "utf8")
    .trim()
    .split("\n");
  expect(lines[0]).toBe(
    "Date and time,Transaction ID,Type,Status,Description,Counterparty,Amount,Currency,Balance after",
  );
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(/,Withdrawal,Pending,Piano lessons,Charles Babbage,-12.00,USD,$/),
  ]);

  await page.getByRole("link", { name: "Statements" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Statements" })).toBeVisible();
  const month = new Date().toLocaleString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "America/Guatemala",
  });
  await expect(page.getByRole("heading", { level: 2, name: month })).toBeVisible();
  await expectNoAxeViolations(page);
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: `Download the USD statement for ${month}` }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^larkspur-statement-\d{4}-\d{2}-USD\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
});
