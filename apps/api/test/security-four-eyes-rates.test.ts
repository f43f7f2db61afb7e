import { createHash } from "node:crypto";
import { sampleRatesHistoryXml, sampleRatesXml } from "@larkspur/test-kit/rates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRatesFile, storeRates } from "../src/modules/rates/rates.service";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { operator, type Staff } from "./support/money";

let t: TestApp;
let loader: Staff;
let approver: Staff;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const [today, yesterday, lastWeek] = [day(0), day(1), day(7)];

beforeAll(async () => {
  t = await build();
  loader = await operator(t);
  approver = await operator(t);
  // The ECB published yesterday's rates; today's are not out yet.
  await storeRates(t.ctx, readRatesFile(t.ctx, sampleRatesXml(yesterday)), "ECB");
});
afterAll(() => t.close());

const withUsd = (xml: string, rate: string) =>
  xml.replace("currency='USD' rate='1.1541'", `currency='USD' rate='${rate}'`);

const stage = (staff: Staff, xml: string, reason = "The ECB site was down") =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/rates",
    headers: bearer(staff.token),
    payload: { xml, reason },
  });
const approve = (staff: Staff, loadId: string) =>
  t.app.inject({ method: "POST", url: `/api/admin/rates/${loadId}/approve`, headers: bearer(staff.token) });
const get = (staff: Staff, url: string) => t.app.inject({ method: "GET", url, headers: bearer(staff.token) });

const usdOn = async (date: string) =>
  (await get(approver, `/api/admin/rates?date=${date}`))
    .json()
    .rates.find((rate: { currency: string }) => rate.currency === "USD");

describe("rates loaded by hand", () => {
  it("refuses a rate far from the rate in force at upload, naming the currency, and stages nothing", async () => {
    const refused = await stage(loader, withUsd(sampleRatesXml(today), "0.0001"));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("USD is 99.99 % away from the rate in force. Check the file.");
    const twelvePercent = await stage(loader, withUsd(sampleRatesXml(today), "1.2926"));
    expect(twelvePercent.json().message).toBe("USD is 12.00 % away from the rate in force. Check the file.");
    expect((await get(approver, "/api/admin/rates/staged")).json().items).toEqual([]);
    expect((await get(approver, "/api/admin/rates")).json().date).toBe(yesterday);
  });

  it("waits for a different operator's approval before the rates are used, the loader getting 403", async () => {
    const xml = withUsd(sampleRatesXml(today), "1.1600");
    const staged = await stage(loader, xml);
    expect(staged.statusCode).toBe(202);
    const sha256 = createHash("sha256").update(xml).digest("hex");
    expect(staged.json()).toEqual({
      loadId: expect.any(String),
      status: "Awaiting approval",
      dates: [today],
      rates: 29,
      sha256,
    });
    const { loadId } = staged.json();
    expect((await get(approver, "/api/admin/rates")).json().date).toBe(yesterday);
    const listed = (await get(approver, "/api/admin/rates/staged")).json().items;
    expect(listed).toEqual([
      expect.objectContaining({
        loadId,
        sha256,
        dates: [today],
        reason: "The ECB site was down",
        loadedBy: { id: loader.id, email: loader.email },
      }),
    ]);
    expect(listed[0].rates).toContainEqual({ currency: "USD", rate: 1.16 });

    const own = await approve(loader, loadId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You loaded this rates file. Another operator must approve it.");
    expect((await get(approver, "/api/admin/rates")).json().date).toBe(yesterday);

    const approved = await approve(approver, loadId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ loadId, status: "Approved", dates: [today], rates: 29 });
    expect((await get(approver, "/api/admin/rates")).json()).toMatchObject({ date: today, source: "Manual" });
    expect(await usdOn(today)).toEqual({ currency: "USD", rate: 1.16 });
    expect((await approve(approver, loadId)).statusCode).toBe(409);
    expect((await get(approver, "/api/admin/rates/staged")).json().items).toEqual([]);

    const audit = (await get(approver, `/api/admin/audit?subject=${loadId}`)).json().items;
    const loaded = audit.find((entry: { action: string }) => entry.action === "rates.load");
    expect(loaded).toMatchObject({
      actorId: loader.id,
      after: { status: "AwaitingApproval", sha256, dates: [today] },
    });
    expect(loaded.after.rates).toHaveLength(29);
    expect(loaded.after.rates).toContainEqual({ date: today, currency: "USD", rate: "1.1600" });
    const approval = audit.find((entry: { action: string }) => entry.action === "rates.approve");
    expect(approval).toMatchObject({
      actorId: approver.id,
      after: { status: "Approved", sha256, dates: [today] },
    });
    expect(approval.after.rates).toHaveLength(29);
    expect(approval.after.rates).toContainEqual({ date: today, currency: "USD", rate: "1.1600" });
  });

  it("never overwrites a day the ECB published, and corrects a day loaded by hand", async () => {
    const history = sampleRatesHistoryXml([today, yesterday]).replaceAll(
      "currency='USD' rate='1.1541'",
      "currency='USD' rate='1.1700'",
    );
    const staged = await stage(loader, history, "Correction");
    expect(staged.json()).toMatchObject({ dates: [today, yesterday], rates: 58 });
    const approved = await approve(approver, staged.json().loadId);
    expect(approved.json()).toMatchObject({ rates: 29 });
    expect(await usdOn(today)).toEqual({ currency: "USD", rate: 1.17 });
    expect(await usdOn(yesterday)).toEqual({ currency: "USD", rate: 1.1541 });
    expect((await get(approver, `/api/admin/rates?date=${yesterday}`)).json().source).toBe("ECB");
  });

  it("lets a staged file be turned down with a reason, its rates never written", async () => {
    const staged = await stage(loader, withUsd(sampleRatesXml(today), "1.1000"), "Typo check");
    const { loadId } = staged.json();
    const noReason = await t.app.inject({
      method: "POST",
      url: `/api/admin/rates/${loadId}/reject`,
      headers: bearer(approver.token),
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/admin/rates/${loadId}/reject`,
      headers: bearer(approver.token),
      payload: { reason: "The dollar rate is a typo" },
    });
    expect(rejected.json()).toEqual({ loadId, status: "Rejected" });
    expect((await get(approver, "/api/admin/rates/staged")).json().items).toEqual([]);
    const late = await approve(approver, loadId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This rates file was already approved or rejected.");
    expect(await usdOn(today)).not.toEqual({ currency: "USD", rate: 1.1 });
    const audit = (await get(approver, `/api/admin/audit?subject=${loadId}`)).json().items;
    expect(audit.find((entry: { action: string }) => entry.action === "rates.reject")).toMatchObject({
      actorId: approver.id,
      reason: "The dollar rate is a typo",
      after: { status: "Rejected", dates: [today] },
    });
  });

  it("measures an older day against the rate in force then, and answers an unknown file with 404", async () => {
    await storeRates(t.ctx, readRatesFile(t.ctx, withUsd(sampleRatesXml(lastWeek), "1.0000")), "ECB");
    const older = withUsd(sampleRatesXml(day(6)), "1.0500");
    expect((await stage(loader, older)).statusCode).toBe(202);
    expect((await approve(approver, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await approve(approver, "not-an-id")).statusCode).toBe(404);
  });
});
