import { type APIRequestContext, expect } from "@playwright/test";
import { staffToken } from "./staff";

/** An ECB daily rates file for today, so the rates are fresh whatever day the tests run: one euro buys 1.05 dollars. */
export function todaysRatesFile(): string {
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

/**
 * Loads today's rates as operators do by hand, through the back office's audited routes: the operator stages the
 * file, and the admin, a second member of staff, approves it.
 */
export async function loadTodaysRates(request: APIRequestContext): Promise<void> {
  const staged = await request.post("/api/admin/rates", {
    headers: { token: `Bearer ${await staffToken(request, "operator")}` },
    data: { xml: todaysRatesFile(), reason: "Rates for the browser tests" },
  });
  expect(staged.status(), await staged.text()).toBe(202);
  const { loadId } = (await staged.json()) as { loadId: string };
  const approved = await request.post(`/api/admin/rates/${loadId}/approve`, {
    headers: { token: `Bearer ${await staffToken(request, "admin")}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}
