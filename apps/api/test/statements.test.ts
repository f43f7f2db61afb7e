import { randomUUID } from "node:crypto";
import { sampleRatesXml } from "@larkspur/test-kit/rates";
import { samplePayment, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { parse } from "csv-parse/sync";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRatesFile, storeRates } from "../src/modules/rates/rates.service";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import {
  type Customer,
  fund,
  initiate,
  operator,
  paymentCode,
  quickCustomer,
  type Staff,
  sendMoney,
  verify,
} from "./support/money";

/** The text a PDF reader (Mozilla's pdf.js) finds in a PDF, page after page, a line of the page a line here. */
async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    pages.push(items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
  }
  await document.destroy();
  return pages.join("\n");
}

interface PlacedText {
  text: string;
  size: number;
  x: number;
  width: number;
  baseline: number;
}

/**
 * The texts pdf.js finds on the first page, each with where its baseline lies (from the content stream's text
 * matrix), joined into the strings written as one: pieces of one size on a line that follow each other without a gap.
 */
async function writtenStrings(pdf: Buffer): Promise<PlacedText[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const { items } = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  const pieces = items
    .flatMap((item) =>
      "str" in item && item.str !== ""
        ? [
            {
              text: item.str,
              size: item.transform[0],
              x: item.transform[4],
              width: item.width,
              baseline: item.transform[5],
            },
          ]
        : [],
    )
    .sort((a, b) => Math.round(b.baseline) - Math.round(a.baseline) || a.x - b.x);
  const strings: PlacedText[][] = [];
  for (const piece of pieces) {
    const last = strings.at(-1)?.at(-1);
    const follows =
      last &&
      last.size === piece.size &&
      Math.abs(last.baseline - piece.baseline) < 4 &&
      Math.abs(last.x + last.width - piece.x) < 0.5;
    if (follows) strings.at(-1)!.push(piece);
    else strings.push([piece]);
  }
  return strings;
}

const injections = ['=HYPERLINK("evil")', "+1+1", "-2+3", "@SUM(A1)", "\u22125+5"];

describe("statements and the CSV export", () => {
  let t: TestApp;
  let staff: Staff;
  let customer: Customer;
  let payer: Customer;
  const month = new Date().toISOString().slice(0, 7);
  const get = (url: string, who: { token: string } = customer) =>
    t.app.inject({ method: "GET", url, headers: bearer(who.token) });
  const statement = (query = `${month}.pdf`, who?: { token: string }) =>
    get(`/api/statements/${customer.id}/${query}`, who);

  async function pay(from: Customer, to: Customer, amount: number, description: string) {
    const started = await initiate(
      t,
      from,
      samplePayment({ accountNumber: to.accountNumber }, { amount, description }),
    );
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, from.email, transactionId));
    expect((await verify(t, from, { otp, transactionId })).statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await build();
    await storeRates(
      t.ctx,
      readRatesFile(t.ctx, sampleRatesXml(new Date().toISOString().slice(0, 10))),
      "ECB",
    );
    staff = await operator(t);
    customer = await quickCustomer(t);
    payer = await quickCustomer(t);
    await t.ctx.db
      .updateTable("users")
      .set({ first_name: "小明", last_name: "王", time_zone: "Asia/Shanghai" })
      .where("id", "=", customer.id)
      .execute();
    await t.ctx.db
      .updateTable("users")
      .set({ first_name: "Иван", last_name: "Петров" })
      .where("id", "=", payer.id)
      .execute();
    await fund(t, staff, customer, 500);
    await fund(t, staff, payer, 100);
    await pay(payer, customer, 40, "Ужин в пятницу");
    for (const description of injections) {
      await sendMoney(t, customer, sampleTransfer({ amount: 1, description }));
    }
    const quote = await t.app.inject({
      method: "POST",
      url: `/api/conversions/${customer.id}/quote`,
      headers: bearer(customer.token),
      payload: { from: "USD", to: "EUR", amount: 100, side: "sell" },
    });
    const converted = await t.app.inject({
      method: "POST",
      url: `/api/conversions/${customer.id}`,
      headers: { ...bearer(customer.token), "idempotency-key": randomUUID() },
      payload: { quoteId: quote.json().quoteId },
    });
    expect(converted.statusCode).toBe(201);
    await t.ctx.db.updateTable("users").set({ language: "zh-CN" }).where("id", "=", customer.id).execute();
  });
  afterAll(() => t.close());

  it("lists the months each balance moved in, with where to download each", async () => {
    const response = await get(`/api/statements/${customer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statements: [
        { month, currency: "USD", url: `/api/statements/${customer.id}/${month}.pdf?currency=USD` },
        { month, currency: "EUR", url: `/api/statements/${customer.id}/${month}.pdf?currency=EUR` },
      ],
    });
  });

  it("renders the month in the customer's language with Chinese and Cyrillic names, the same bytes every time", async () => {
    const first = await statement();
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["content-disposition"]).toBe(
      `attachment; filename="larkspur-statement-${month}-USD.pdf"`,
    );
    expect(first.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await statement()).rawPayload.equals(first.rawPayload)).toBe(true);

    const text = await textOf(first.rawPayload);
    for (const expected of [
      "Larkspur Bank, Inc.",
      "账户对账单",
      "小明 王",
      customer.accountNumber,
      "来自 Иван П.",
      "Ужин в пятницу",
      "期初余额",
      "期末余额",
      "第 1 页，共 1 页",
    ]) {
      expect(text).toContain(expected);
    }
    // 500 in, 40 in, 100 converted out; the transfers wait for review and change nothing yet.
    expect(text).toContain("US$440.00");
  });

  it("sets Chinese on the same baseline as the Latin and Cyrillic beside it", async () => {
    const strings = await writtenStrings((await statement()).rawPayload);
    const mixed = strings.filter(
      (pieces) =>
        pieces.some((piece) => /[\u4e00-\u9fff]/.test(piece.text)) &&
        pieces.some((piece) => /[0-9A-Za-z\u0400-\u04ff]/.test(piece.text)),
    );
    const texts = mixed.map((pieces) => pieces.map((piece) => piece.text).join(""));
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^来自 Иван П\. · #\d+$/),
        "兑换为 EUR",
        "只有已完成的交易会改变余额；仍在处理中的转账不列出。金额单位为 USD。",
        "第 1 页，共 1 页",
      ]),
    );
    for (const pieces of mixed) {
      expect(
        new Set(pieces.map((piece) => piece.baseline)).size,
        pieces.map((piece) => piece.text).join(""),
      ).toBe(1);
    }
  });

  it("lists a transfer once it is completed, and a conversion's euros on the euro statement", async () => {
    const euros = await textOf((await statement(`${month}.pdf?currency=EUR`)).rawPayload);
    expect(euros).toContain("由 USD 兑换");
    expect(euros).not.toContain("兑换为 EUR");
    expect(await textOf((await statement()).rawPayload)).toContain("兑换为 EUR");
    const [pending] = (await t.ctx.db
      .selectFrom("movement_rows")
      .select("transaction_id")
      .where("user_id", "=", customer.id)
      .where("status", "=", "Pending")
      .execute()) as [{ transaction_id: string }];
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/admin/transfers/${pending.transaction_id}/approve`,
      headers: bearer(staff.token),
    });
    expect(approved.statusCode).toBe(200);
    const text = await textOf((await statement()).rawPayload);
    expect(text).toContain(pending.transaction_id);
    expect(text).toContain("US$439.00");
  });

  it("exports the history as CSV that parses back, formulas neutralised, times in the customer's zone", async () => {
    const response = await get(`/api/transaction/${customer.id}/export.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows: Record<string, string>[] = parse(response.body, { columns: true });
    expect(Object.keys(rows[0]!)).toEqual([
      "Date and time",
      "Transaction ID",
      "Type",
      "Status",
      "Description",
      "Counterparty",
      "Amount",
      "Currency",
      "Balance after",
    ]);
    // The deposit, the payment received, the transfers and the two sides of the conversion.
    expect(rows).toHaveLength(1 + 1 + injections.length + 2);
    for (const row of rows) expect(row["Date and time"]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    const descriptions = rows.map((row) => row.Description);
    for (const injection of injections) expect(descriptions).toContain(`'${injection}`);
    const texts = rows.flatMap(({ Amount, "Balance after": _, ...row }) => Object.values(row));
    for (const cell of texts) expect(cell).not.toMatch(/^[=+\-@\u2212]/);
    const conversion = rows.filter((row) => row.Type === "Conversion");
    expect(conversion).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Description: "兑换为 EUR", Amount: "-100.00", Currency: "USD" }),
        expect.objectContaining({
          Description: "由 USD 兑换",
          Amount: "86.30",
          Currency: "EUR",
          "Balance after": "86.30",
        }),
      ]),
    );
    expect(conversion).toHaveLength(2);
    for (const row of rows.filter((row) => row.Type === "Withdrawal")) expect(row.Amount).toBe("-1.00");
    const received = rows.find((row) => row.Counterparty === "Иван П.")!;
    expect(received).toMatchObject({
      Type: "Deposit",
      Status: "Completed",
      Amount: "40.00",
      "Balance after": "540.00",
    });
    for (const row of rows) expect(row["Balance after"] === "").toBe(row.Status !== "Completed");
  });

  it("shows a conversion's bought side in the history and the export of that currency", async () => {
    const euros = (await get(`/api/transaction/${customer.id}?currency=EUR`)).json();
    expect(euros).toEqual([
      expect.objectContaining({
        type: "Conversion",
        currency: "EUR",
        amount: 86.3,
        description: "由 USD 兑换",
        conversion: expect.objectContaining({ from: "USD", to: "EUR", sellAmount: 100, buyAmount: 86.3 }),
      }),
    ]);
    const dollars = (await get(`/api/transaction/${customer.id}?currency=USD&type=Conversion`)).json();
    expect(dollars).toEqual([
      expect.objectContaining({ currency: "USD", amount: 100, description: "兑换为 EUR" }),
    ]);
    const exported = await get(`/api/transaction/${customer.id}/export.csv?currency=EUR`);
    const rows: Record<string, string>[] = parse(exported.body, { columns: true });
    expect(rows).toEqual([
      expect.objectContaining({
        Type: "Conversion",
        Description: "由 USD 兑换",
        Amount: "86.30",
        Currency: "EUR",
        "Balance after": "86.30",
      }),
    ]);
  });

  it("exports only what the filters choose, and refuses a bad filter naming it", async () => {
    const response = await get(
      `/api/transaction/${customer.id}/export.csv?type=Deposit&q=%D0%98%D0%B2%D0%B0%D0%BD`,
    );
    const rows: Record<string, string>[] = parse(response.body, { columns: true });
    expect(rows.map((row) => row.Counterparty)).toEqual(["Иван П."]);
    const bad = await get(`/api/transaction/${customer.id}/export.csv?status=Lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("status");
  });

  it("answers 400 for a malformed month or currency and 404 for a month without its balance", async () => {
    await t.ctx.db.updateTable("users").set({ language: "en-US" }).where("id", "=", customer.id).execute();
    const cases: [string, number, string][] = [
      ["2026-13.pdf", 400, "month must be written YYYY-MM, such as 2026-11"],
      [`${month}.pdf?currency=XAU`, 400, "currency must be a currency code we hold, such as USD"],
      ["1999-01.pdf", 404, "There is no USD statement for 1999-01."],
      ["2999-01.pdf", 404, "There is no USD statement for 2999-01."],
      [`${month}.pdf?currency=GBP`, 404, `There is no GBP statement for ${month}.`],
    ];
    for (const [query, status, message] of cases) {
      const response = await statement(query);
      expect([response.statusCode, response.json().message], query).toEqual([status, message]);
    }
  });

  it("is the customer's own; staff may take one for a customer, and the audit log says so", async () => {
    const other = await quickCustomer(t);
    expect((await statement(`${month}.pdf`, other)).statusCode).toBe(403);
    expect((await get(`/api/transaction/${customer.id}/export.csv`, other)).statusCode).toBe(403);
    expect((await statement(`${month}.pdf`, staff)).statusCode).toBe(200);
    expect((await get(`/api/transaction/${customer.id}/export.csv`, staff)).statusCode).toBe(200);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select(["actor_id", "action"])
      .where("subject_id", "=", customer.id)
      .where("action", "=", "customer.read-documents")
      .execute();
    expect(audit).toEqual([
      { actor_id: staff.id, action: "customer.read-documents" },
      { actor_id: staff.id, action: "customer.read-documents" },
    ]);
  });
});
