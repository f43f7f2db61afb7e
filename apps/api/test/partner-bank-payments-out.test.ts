import { exponentOf } from "@larkspur/shared/currencies";
import { toMinorUnits } from "@larkspur/shared/money";
import { camt054Xml, pain002Xml } from "@larkspur/test-kit/iso20022";
import { sampleRatesXml } from "@larkspur/test-kit/rates";
import { sampleInternationalTransfer, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRatesFile, storeRates } from "../src/modules/rates/rates.service";
import { importByHand } from "./support/bank-files";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import {
  balanceOf,
  type Customer,
  fund,
  history,
  ledgerProblems,
  operator,
  quickCustomer,
  type Staff,
  sendMoney,
} from "./support/money";

let t: TestApp;
let first: Staff;
let second: Staff;

beforeAll(async () => {
  t = await build();
  // Money out of another balance counts against the limits at the day's reference rates.
  await storeRates(
    t.ctx,
    readRatesFile(t.ctx, sampleRatesXml(t.ctx.clock.now().toISOString().slice(0, 10))),
    "ECB",
  );
  first = await operator(t);
  second = await operator(t);
});
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

const as = (staff: Staff, method: "GET" | "POST", url: string, payload?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(staff.token), ...(payload && { "content-type": "application/xml" }) },
    ...(payload && { payload }),
  });

/** An approved transfer (two operators for another currency than dollars), waiting for a batch. */
async function approved(customer: Customer, body: Record<string, unknown>): Promise<string> {
  const { transactionId, verified } = await sendMoney(t, customer, body);
  expect(verified.statusCode).toBe(200);
  for (const staff of body.currency && body.currency !== "USD" ? [first, second] : [first]) {
    expect((await as(staff, "POST", `/api/admin/transfers/${transactionId}/approve`)).statusCode).toBe(200);
  }
  return transactionId;
}

/** A customer with $1,000 and €500, the euros arrived from another bank. */
async function customerWithEuros(): Promise<Customer> {
  const customer = await quickCustomer(t);
  await fund(t, first, customer, 1000);
  const camt = camt054Xml([
    {
      reference: `EUR-${customer.id}`,
      amount: "500.00",
      currency: "EUR",
      creditorAccount: customer.accountNumber,
    },
  ]);
  const imported = await importByHand(
    t,
    { uploader: first, approver: second },
    "/api/admin/bank-statements",
    camt,
  );
  expect(imported.json()).toMatchObject({ credited: 1 });
  return customer;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => name === "PmtInf" || name === "CdtTrfTxInf",
});

async function reconciliation() {
  return (await as(first, "GET", "/api/admin/reconciliation")).json().items as {
    currency: string;
    settlementBalance: number;
    waiting: { count: number; amount: number };
    inBatches: { count: number; amount: number };
    difference: number;
  }[];
}

describe("payments out through the partner bank", () => {
  it("batches approved transfers into a pain.001 whose amounts, counts, control sums and ids parse back", async () => {
    const ada = await customerWithEuros();
    const rent = await approved(ada, sampleTransfer({ amount: 25 }));
    const bills = await approved(ada, sampleTransfer({ amount: 40.1 }));
    const abroad = await approved(ada, sampleInternationalTransfer({ amount: 120.5, currency: "EUR" }));

    const waiting = (await as(first, "GET", "/api/admin/payments-out")).json();
    expect(waiting.items.map((item: { transactionId: string }) => item.transactionId)).toEqual([
      rent,
      bills,
      abroad,
    ]);
    expect(waiting.totals).toEqual([
      { currency: "EUR", count: 1, amount: 120.5 },
      { currency: "USD", count: 2, amount: 65.1 },
    ]);
    expect((await reconciliation()).every((line) => line.difference === 0)).toBe(true);

    const made = await as(first, "POST", "/api/admin/payment-batches");
    expect(made.statusCode).toBe(201);
    const batch = made.json();
    expect(batch).toMatchObject({ status: "Open", sent: 3, accepted: 0, rejected: 0 });
    expect((await as(second, "POST", "/api/admin/payment-batches")).statusCode).toBe(409);
    expect((await as(first, "GET", "/api/admin/payments-out")).json().items).toEqual([]);

    const file = await as(first, "GET", `/api/admin/payment-batches/${batch.id}/pain.001.xml`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^application\/xml/);
    const { Document } = parser.parse(file.body);
    expect(Document["@xmlns"]).toBe("urn:iso:std:iso:20022:tech:xsd:pain.001.001.09");
    const { GrpHdr, PmtInf } = Document.CstmrCdtTrfInitn;
    expect(GrpHdr).toMatchObject({ MsgId: batch.messageId, NbOfTxs: "3", CtrlSum: "185.60" });
    expect(PmtInf.map((block: { DbtrAcct: { Ccy: string } }) => block.DbtrAcct.Ccy)).toEqual(["EUR", "USD"]);
    for (const block of PmtInf) {
      expect(block.Dbtr.Nm).toBe(t.ctx.config.SETTLEMENT_ACCOUNT_HOLDER);
      expect(block.DbtrAcct.Id.Othr.Id).toBe(t.ctx.config.SETTLEMENT_ACCOUNT_NUMBER);
      expect(block.DbtrAgt.FinInstnId.BICFI).toBe(t.ctx.config.PARTNER_BANK_BIC);
      expect(block.NbOfTxs).toBe(String(block.CdtTrfTxInf.length));
      const amounts = block.CdtTrfTxInf.map((tx: { Amt: { InstdAmt: { "#text": string } } }) =>
        toMinorUnits(tx.Amt.InstdAmt["#text"], exponentOf(block.DbtrAcct.Ccy)),
      );
      const sum = amounts.reduce((total: bigint, amount: bigint) => total + amount, 0n);
      expect(toMinorUnits(block.CtrlSum, exponentOf(block.DbtrAcct.Ccy))).toBe(sum);
    }
    const [euros, dollars] = PmtInf;
    expect(dollars.CdtTrfTxInf.map((tx: { PmtId: { EndToEndId: string } }) => tx.PmtId.EndToEndId)).toEqual([
      rent,
      bills,
    ]);
    expect(dollars.CdtTrfTxInf[1].Amt.InstdAmt).toEqual({ "#text": "40.10", "@Ccy": "USD" });
    expect(dollars.CdtTrfTxInf[0]).toMatchObject({
      CdtrAgt: {
        FinInstnId: {
          ClrSysMmbId: { ClrSysId: { Cd: "USABA" }, MmbId: "021000021" },
          Nm: "First Analytical Bank",
        },
      },
      Cdtr: { Nm: "Charles Babbage" },
      CdtrAcct: { Id: { Othr: { Id: "0123456789" } } },
      RmtInf: { Ustrd: "Rent for May" },
    });
    expect(euros.CdtTrfTxInf[0]).toMatchObject({
      PmtId: { EndToEndId: abroad },
      Amt: { InstdAmt: { "#text": "120.50", "@Ccy": "EUR" } },
      CdtrAgt: { FinInstnId: { BICFI: "COBADEFFXXX", ClrSysMmbId: { MmbId: "37040044" } } },
      Cdtr: { Nm: "Emmy Noether", PstlAdr: { Ctry: "DE" } },
      CdtrAcct: { Id: { IBAN: "DE89370400440532013000" } },
    });

    const detail = (await as(first, "GET", `/api/admin/payment-batches/${batch.id}`)).json();
    expect(detail.downloadedAt).not.toBeNull();
    const lines = await reconciliation();
    expect(lines.find((line) => line.currency === "EUR")).toMatchObject({
      waiting: { count: 0, amount: 0 },
      inBatches: { count: 1, amount: 120.5 },
      difference: 0,
    });
  });

  it("takes the bank's pain.002: accepted payments leave settlement, a rejected one is refunded and explained", async () => {
    const ada = await customerWithEuros();
    const rent = await approved(ada, sampleTransfer({ amount: 25 }));
    const bills = await approved(ada, sampleTransfer({ amount: 40.1 }));
    const abroad = await approved(ada, sampleInternationalTransfer({ amount: 120.5, currency: "EUR" }));
    const itemOf = async (transactionId: string) =>
      (await history(t, ada))
        .json()
        .find((item: { transactionId: string }) => item.transactionId === transactionId);
    expect(await itemOf(rent)).toMatchObject({ status: "Completed", payout: { stage: "Waiting" } });
    const batch = (await as(first, "POST", "/api/admin/payment-batches")).json();
    expect(await balanceOf(t, ada)).toBe(934.9);
    const sent = await itemOf(rent);
    expect(sent).toMatchObject({
      status: "Completed",
      payout: { stage: "Sent", sentAt: expect.any(String) },
    });
    expect(Date.parse(sent.payout.sentAt)).toBeGreaterThanOrEqual(Date.parse(sent.dateTime));

    const report = pain002Xml({
      originalMessageId: batch.messageId,
      payments: [
        { endToEndId: rent, status: "ACSC" },
        { endToEndId: bills, status: "RJCT", reasonCode: "AC04", reason: "Creditor account closed" },
      ],
    });
    const url = `/api/admin/payment-batches/${batch.id}/status`;
    const applied = await importByHand(t, { uploader: second, approver: first }, url, report);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ accepted: 1, rejected: 1, waiting: 1, batch: { status: "Open" } });

    expect(await balanceOf(t, ada)).toBe(975);
    const returned = (await history(t, ada))
      .json()
      .find((item: { transactionId: string }) => item.transactionId === bills);
    expect(returned).toMatchObject({
      status: "Cancelled",
      cancelReason: "Returned by the receiving bank: Creditor account closed (AC04)",
      payout: { stage: "Returned", sentAt: sent.payout.sentAt },
    });
    expect(await itemOf(rent)).toMatchObject({ status: "Completed", payout: { stage: "Sent" } });
    const entries = await t.ctx.db
      .selectFrom("journal_entries as j")
      .innerJoin("movement_rows as t", "t.id", "j.transfer_id")
      .innerJoin("postings as p", "p.entry_id", "j.id")
      .innerJoin("accounts as a", "a.id", "p.account_id")
      .select(["j.id", "j.kind", "a.kind as account", "p.amount"])
      .where("t.transaction_id", "=", bills)
      .where("j.kind", "=", "return")
      .execute();
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(1);
    expect(entries.map(({ account, amount }) => ({ account, amount }))).toEqual(
      expect.arrayContaining([
        { account: "settlement", amount: -4010n },
        { account: "customer", amount: 4010n },
      ]),
    );
    const [notice] = (
      await t.app.inject({ method: "GET", url: "/api/notifications", headers: bearer(ada.token) })
    ).json().items;
    expect(notice).toMatchObject({
      kind: "transfer.returned",
      body: expect.stringContaining("Returned by the receiving bank: Creditor account closed (AC04)"),
    });

    // The same report again changes nothing; the bank's later answer for the whole file settles the rest.
    expect((await importByHand(t, { uploader: second, approver: first }, url, report)).json()).toMatchObject({
      accepted: 0,
      rejected: 0,
      waiting: 1,
    });
    expect(await balanceOf(t, ada)).toBe(975);
    const rest = await importByHand(
      t,
      { uploader: first, approver: second },
      url,
      pain002Xml({ originalMessageId: batch.messageId, groupStatus: "ACCP" }),
    );
    expect(rest.json()).toMatchObject({
      accepted: 1,
      rejected: 0,
      waiting: 0,
      batch: { status: "Acknowledged", accepted: 2, rejected: 1, sent: 0 },
    });
    const statuses = Object.fromEntries(
      rest
        .json()
        .batch.payments.map((p: { transactionId: string; status: string }) => [p.transactionId, p.status]),
    );
    expect(statuses).toEqual({ [rent]: "Accepted", [bills]: "Rejected", [abroad]: "Accepted" });
    expect((await reconciliation()).map((line) => line.difference)).toEqual([0, 0]);
    const audit = (await as(first, "GET", `/api/admin/audit?subject=${batch.messageId}`)).json().items;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      "payment-batch.status",
      "payment-batch.status",
      "payment-batch.status",
      "payment-batch.create",
    ]);
  });

  it("refuses a status report of another batch, naming a stranger payment or an unknown status, changing nothing", async () => {
    const ada = await customerWithEuros();
    const rent = await approved(ada, sampleTransfer({ amount: 12 }));
    const batch = (await as(first, "POST", "/api/admin/payment-batches")).json();
    const url = `/api/admin/payment-batches/${batch.id}/status`;
    const refused = [
      pain002Xml({ originalMessageId: "LARK-OTHER", groupStatus: "RJCT" }),
      pain002Xml({ originalMessageId: batch.messageId, payments: [{ endToEndId: "1234", status: "RJCT" }] }),
      pain002Xml({ originalMessageId: batch.messageId, groupStatus: "WHAT" }),
      camt054Xml([]),
    ];
    for (const xml of refused) {
      const response = await as(first, "POST", url, xml);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/\w/);
    }
    expect((await as(first, "GET", `/api/admin/payment-batches/${batch.id}`)).json()).toMatchObject({
      sent: 1,
      payments: [{ transactionId: rent, status: "Sent" }],
    });
    expect(await balanceOf(t, ada)).toBe(988);
  });
});
