import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { signInAsStaff, staffToken } from "../support/staff";

/** An ECB daily rates file for today, so the rates are fresh whatever day the tests run: one euro buys 1.05 dollars. */
function todaysRatesFile(): string {
  const today = new Date().toISOString().slice(0, 10);
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time="${today}">
      <Cube currency="USD" rate="1.0500"/>
      <Cube currency="JPY" rate="160.00"/>
      <Cube currency="GBP" rate="0.84000"/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;
}

/** Loads today's rates as an operator would by hand, through the back office's audited route. */
async function loadTodaysRates(request: APIRequestContext): Promise<void> {
  const answer = await request.post("/api/admin/rates", {
    headers: { token: `Bearer ${await staffToken(request, "operator")}` },
    data: { xml: todaysRatesFile(), reason: "Rates for the browser tests" },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

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
