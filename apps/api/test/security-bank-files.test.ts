import { createHash } from "node:crypto";
import {
  camt053Xml,
  camt054Xml,
  pain002Xml,
  partnerBankSignature,
  type SampleEntry,
} from "@larkspur/test-kit/iso20022";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import {
  type Customer,
  fund,
  ledgerProblems,
  operator,
  quickCustomer,
  type Staff,
  sendMoney,
} from "./support/money";

const secret = "the partner bank's signing key, 32+ characters long";

let t: TestApp;
let uploader: Staff;
let approver: Staff;

beforeAll(async () => {
  t = await build({ PARTNER_BANK_SECRET: secret });
  uploader = await operator(t);
  approver = await operator(t);
});
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

let references = 0;
const reference = () => `SEC-${Date.now()}-${++references}`;
const sha256 = (xml: string) => createHash("sha256").update(xml, "utf8").digest("hex");

const as = (staff: { token: string }, method: "GET" | "POST", url: string, payload?: string | object) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...bearer(staff.token),
      ...(typeof payload === "string" && { "content-type": "application/xml" }),
    },
    ...(payload !== undefined && { payload }),
  });

/** A file sent to the bank channel, signed as the bank signs it unless `signature` says otherwise (null: none). */
const fromBank = (xml: string, signature: string | null = partnerBankSignature(secret, xml)) =>
  t.app.inject({
    method: "POST",
    url: "/api/bank/files",
    headers: {
      "content-type": "application/xml",
      ...(signature !== null && { "x-larkspur-signature": signature }),
    },
    payload: xml,
  });

async function balances(customer: Customer): Promise<Record<string, number>> {
  const user = (await as(customer, "GET", "/api/user")).json();
  return Object.fromEntries(
    (user.balances as { currency: string; available: number }[]).map((b) => [b.currency, b.available]),
  );
}

async function auditOf(subject: string, action: string) {
  const items = (await as(approver, "GET", `/api/admin/audit?subject=${encodeURIComponent(subject)}`)).json()
    .items as { action: string; actorId: string | null; after: Record<string, unknown> }[];
  return items.filter((entry) => entry.action === action);
}

const moneyInRows = (ref: string) =>
  t.ctx.db.selectFrom("money_in_entries").select("id").where("reference", "=", ref).execute();

describe("a bank file uploaded by hand waits for a second operator", () => {
  it("stages a camt file, crediting nothing, until a different operator approves it; audited with its SHA-256", async () => {
    const [ada, grace] = [await quickCustomer(t), await quickCustomer(t)];
    const [big, small] = [reference(), reference()];
    const xml = camt054Xml(
      [
        { reference: big, amount: "9000000.00", currency: "EUR", creditorAccount: ada.accountNumber },
        { reference: small, amount: "750000.00", remittance: `For ${grace.accountNumber}` },
      ],
      `NTF-${big}`,
    );
    const staged = await as(uploader, "POST", "/api/admin/bank-statements", xml);
    expect(staged.statusCode).toBe(202);
    const { importId, status, entries } = staged.json();
    expect(status).toBe("Awaiting approval");
    expect(entries).toEqual([
      expect.objectContaining({ reference: big, action: "Credit", currency: "EUR", amount: 9_000_000 }),
      expect.objectContaining({ reference: small, action: "Credit", currency: "USD", amount: 750_000 }),
    ]);
    expect(await balances(ada)).toEqual({ USD: 0 });
    expect(await balances(grace)).toEqual({ USD: 0 });
    expect(await moneyInRows(big)).toEqual([]);

    const listed = (await as(approver, "GET", "/api/admin/bank-files")).json().items;
    expect(listed.find((file: { id: string }) => file.id === importId)).toMatchObject({
      kind: "camt.054",
      status: "Awaiting approval",
      sha256: sha256(xml),
      uploadedById: uploader.id,
      entries: [{ reference: big, accountNumber: ada.accountNumber }, { reference: small }],
    });

    const own = await as(uploader, "POST", `/api/admin/bank-files/${importId}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You uploaded this file. Another operator must approve it.");
    expect(
      (await as(uploader, "POST", `/api/admin/bank-files/${importId}/reject`, { reason: "Mine" })).statusCode,
    ).toBe(403);
    expect(await balances(ada)).toEqual({ USD: 0 });

    const approved = await as(approver, "POST", `/api/admin/bank-files/${importId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ entries: 2, credited: 2, unmatched: 0, duplicates: 0 });
    expect(await balances(ada)).toEqual({ USD: 0, EUR: 9_000_000 });
    expect(await balances(grace)).toEqual({ USD: 750_000 });
    expect((await as(approver, "POST", `/api/admin/bank-files/${importId}/approve`)).statusCode).toBe(409);
    const stillListed = (await as(approver, "GET", "/api/admin/bank-files")).json().items;
    expect(stillListed.map((file: { id: string }) => file.id)).not.toContain(importId);

    const [imported] = await auditOf(`NTF-${big}`, "bank-file.import");
    expect(imported).toMatchObject({
      actorId: uploader.id,
      after: {
        importId,
        sha256: sha256(xml),
        status: "Awaiting approval",
        entries: [
          { accountNumber: ada.accountNumber, amount: "9000000.00", currency: "EUR" },
          { accountNumber: grace.accountNumber, amount: "750000.00", currency: "USD" },
        ],
      },
    });
    const [approval] = await auditOf(`NTF-${big}`, "bank-file.approve");
    expect(approval).toMatchObject({
      actorId: approver.id,
      after: {
        importId,
        sha256: sha256(xml),
        credited: expect.arrayContaining([
          { reference: big, accountNumber: ada.accountNumber, amount: "9000000.00", currency: "EUR" },
          { reference: small, accountNumber: grace.accountNumber, amount: "750000.00", currency: "USD" },
        ]),
      },
    });
  });

  it("rejects a staged file with a reason: nothing is ever credited from it", async () => {
    const ada = await quickCustomer(t);
    const ref = reference();
    const xml = camt054Xml(
      [{ reference: ref, amount: "10.00", creditorAccount: ada.accountNumber }],
      `NTF-${ref}`,
    );
    const { importId } = (await as(uploader, "POST", "/api/admin/bank-statements", xml)).json();
    expect((await as(approver, "POST", `/api/admin/bank-files/${importId}/reject`, {})).statusCode).toBe(400);
    const rejected = await as(approver, "POST", `/api/admin/bank-files/${importId}/reject`, {
      reason: "The bank never sent this",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ importId, status: "Rejected" });
    expect((await as(approver, "POST", `/api/admin/bank-files/${importId}/approve`)).statusCode).toBe(409);
    expect(await balances(ada)).toEqual({ USD: 0 });
    expect(await moneyInRows(ref)).toEqual([]);
    expect((await as(approver, "POST", "/api/admin/bank-files/not-an-id/approve")).statusCode).toBe(404);
    const [entry] = await auditOf(`NTF-${ref}`, "bank-file.reject");
    expect(entry).toMatchObject({ actorId: approver.id, after: { importId, sha256: sha256(xml) } });
  });

  it("stages a batch's pain.002: no refund until a second operator approves; the refund audited by account", async () => {
    const ada = await quickCustomer(t);
    await fund(t, uploader, ada, 500);
    const { transactionId } = await sendMoney(t, ada, sampleTransfer({ amount: 80 }));
    expect((await as(uploader, "POST", `/api/admin/transfers/${transactionId}/approve`)).statusCode).toBe(
      200,
    );
    const batch = (await as(uploader, "POST", "/api/admin/payment-batches")).json();
    const report = pain002Xml({
      originalMessageId: batch.messageId,
      payments: [{ endToEndId: transactionId, status: "RJCT", reason: "Account closed" }],
    });
    const url = `/api/admin/payment-batches/${batch.id}/status`;
    const staged = await as(uploader, "POST", url, report);
    expect(staged.statusCode).toBe(202);
    expect(staged.json()).toMatchObject({
      status: "Awaiting approval",
      entries: [
        {
          reference: transactionId,
          action: "Refund",
          amount: 80,
          currency: "USD",
          accountNumber: ada.accountNumber,
        },
      ],
    });
    expect(await balances(ada)).toEqual({ USD: 420 });
    expect((await as(uploader, "GET", `/api/admin/payment-batches/${batch.id}`)).json()).toMatchObject({
      sent: 1,
    });
    const otherBatch = await as(uploader, "POST", url, pain002Xml({ originalMessageId: "LARK-OTHER" }));
    expect(otherBatch.statusCode).toBe(400);

    const { importId } = staged.json();
    expect((await as(uploader, "POST", `/api/admin/bank-files/${importId}/approve`)).statusCode).toBe(403);
    const approved = await as(approver, "POST", `/api/admin/bank-files/${importId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ accepted: 0, rejected: 1, waiting: 0, batch: { rejected: 1 } });
    expect(await balances(ada)).toEqual({ USD: 500 });

    const [status] = await auditOf(batch.messageId, "payment-batch.status");
    expect(status).toMatchObject({
      actorId: approver.id,
      after: {
        sha256: sha256(report),
        refunded: [
          { reference: transactionId, accountNumber: ada.accountNumber, amount: "80.00", currency: "USD" },
        ],
      },
    });
    const [approval] = await auditOf(`STS-${batch.messageId}`, "bank-file.approve");
    expect(approval).toMatchObject({
      actorId: approver.id,
      after: {
        importId,
        sha256: sha256(report),
        refunded: [{ accountNumber: ada.accountNumber, amount: "80.00" }],
      },
    });
  });
});

describe("a bank file is applied whole or not at all", () => {
  /** Makes the database refuse to record the entry with this reference, as a crash part-way through a file would. */
  async function failingAt(ref: string) {
    const name = `fail_${ref.replace(/\W/g, "_").toLowerCase()}`;
    await sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$
        begin
          if new.reference = '${ref}' then raise exception 'the process died here'; end if;
          return new;
        end $$;
        create trigger ${name} before insert on money_in_entries for each row execute function ${name}();`)
      .execute(t.ctx.db);
    return () =>
      sql.raw(`drop trigger ${name} on money_in_entries; drop function ${name}();`).execute(t.ctx.db);
  }

  it("leaves an approval that fails part-way awaiting approval with nothing credited, and approving again applies it", async () => {
    const [ada, grace] = [await quickCustomer(t), await quickCustomer(t)];
    const base = reference();
    const [first, second] = [`${base}-A`, `${base}-B`];
    const xml = camt054Xml(
      [
        { reference: first, amount: "300.00", creditorAccount: ada.accountNumber },
        { reference: second, amount: "700.00", creditorAccount: grace.accountNumber },
      ],
      `NTF-${base}`,
    );
    const { importId } = (await as(uploader, "POST", "/api/admin/bank-statements", xml)).json();

    const restore = await failingAt(second);
    try {
      const failed = await as(approver, "POST", `/api/admin/bank-files/${importId}/approve`);
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await balances(ada)).toEqual({ USD: 0 });
    expect(await moneyInRows(first)).toEqual([]);
    const listed = (await as(approver, "GET", "/api/admin/bank-files")).json().items;
    expect(listed.find((file: { id: string }) => file.id === importId)).toMatchObject({
      status: "Awaiting approval",
    });
    expect(await auditOf(`NTF-${base}`, "bank-file.approve")).toEqual([]);

    const approved = await as(approver, "POST", `/api/admin/bank-files/${importId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ entries: 2, credited: 2, unmatched: 0, duplicates: 0 });
    expect(await balances(ada)).toEqual({ USD: 300 });
    expect(await balances(grace)).toEqual({ USD: 700 });
  });
});

describe("unmatched money's assignment names the bank file it came in", () => {
  const assignAndApprove = async (ref: string, customer: Customer) => {
    const [row] = await moneyInRows(ref);
    const id = row?.id ?? "";
    const asked = await as(uploader, "POST", `/api/admin/money-in/${id}/assign`, {
      accountNumber: customer.accountNumber,
      reason: "The payer wrote to us with the account number",
    });
    expect(asked.statusCode).toBe(202);
    expect((await as(approver, "POST", `/api/admin/money-in/${id}/approve`)).statusCode).toBe(200);
    expect(await balances(customer)).toEqual({ USD: 0, GBP: 250_000 });
    const [assigned] = await auditOf(ref, "money-in.assign");
    const [approved] = await auditOf(ref, "money-in.approve");
    return [assigned?.after, approved?.after];
  };

  it("carries the SHA-256 of a hand-uploaded file into money-in.assign and money-in.approve", async () => {
    const ada = await quickCustomer(t);
    const ref = reference();
    const xml = camt054Xml(
      [{ reference: ref, amount: "250000.00", currency: "GBP", remittance: "Invoice 77" }],
      `NTF-${ref}`,
    );
    const { importId } = (await as(uploader, "POST", "/api/admin/bank-statements", xml)).json();
    expect((await as(approver, "POST", `/api/admin/bank-files/${importId}/approve`)).json()).toMatchObject({
      unmatched: 1,
    });
    const audited = await assignAndApprove(ref, ada);
    expect(audited).toEqual([
      expect.objectContaining({ status: "AwaitingApproval", reference: ref, sha256: sha256(xml) }),
      expect.objectContaining({ status: "Assigned", reference: ref, sha256: sha256(xml) }),
    ]);
  });

  it("carries the SHA-256 of a file the bank sent over its signed channel", async () => {
    const grace = await quickCustomer(t);
    const ref = reference();
    const xml = camt054Xml(
      [{ reference: ref, amount: "250000.00", currency: "GBP", remittance: "Invoice 78" }],
      `NTF-${ref}`,
    );
    expect((await fromBank(xml)).json()).toMatchObject({ unmatched: 1 });
    const audited = await assignAndApprove(ref, grace);
    expect(audited).toEqual([
      expect.objectContaining({ reference: ref, sha256: sha256(xml) }),
      expect.objectContaining({ reference: ref, sha256: sha256(xml) }),
    ]);
  });
});

describe("the partner bank's signed channel", () => {
  it("imports a file signed with PARTNER_BANK_SECRET at once; a missing or wrong signature changes nothing", async () => {
    const ada = await quickCustomer(t);
    const ref = reference();
    const xml = camt054Xml(
      [{ reference: ref, amount: "42.00", creditorAccount: ada.accountNumber }],
      `NTF-${ref}`,
    );
    const refusals = [
      null,
      "",
      partnerBankSignature("another key, also 32 characters long", xml),
      partnerBankSignature(secret, xml.replace("42.00", "4200.00")),
      partnerBankSignature(secret, xml).slice(0, -2),
      partnerBankSignature(secret, xml).replace("sha256=", "sha1="),
    ];
    for (const signature of refusals) {
      const refused = await fromBank(xml, signature);
      expect(refused.statusCode, String(signature)).toBe(401);
      expect(refused.json().message).toBe("The file's signature is missing or wrong.");
    }
    expect(await balances(ada)).toEqual({ USD: 0 });
    expect(await moneyInRows(ref)).toEqual([]);

    const imported = await fromBank(xml);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ entries: 1, credited: 1, unmatched: 0, duplicates: 0 });
    expect(await balances(ada)).toEqual({ USD: 42 });
    expect((await fromBank(xml)).json()).toMatchObject({ duplicates: 1 });
    const [duplicate, entry] = await auditOf(`NTF-${ref}`, "bank-file.import");
    expect(duplicate?.after).toMatchObject({ duplicates: 1, credited: [] });
    expect(entry).toMatchObject({
      actorId: null,
      after: {
        sha256: sha256(xml),
        credited: [{ reference: ref, accountNumber: ada.accountNumber, amount: "42.00", currency: "USD" }],
      },
    });
    // A signed file that is not a bank file is refused as a hand upload is.
    const notXml = "Date,Amount";
    expect((await fromBank(notXml)).statusCode).toBe(400);
  });

  it("applies a signed pain.002 to the batch it answers", async () => {
    const ada = await quickCustomer(t);
    await fund(t, uploader, ada, 100);
    const { transactionId } = await sendMoney(t, ada, sampleTransfer({ amount: 30 }));
    await as(uploader, "POST", `/api/admin/transfers/${transactionId}/approve`);
    const batch = (await as(uploader, "POST", "/api/admin/payment-batches")).json();
    const report = pain002Xml({ originalMessageId: batch.messageId, groupStatus: "ACSC" });
    expect((await fromBank(report, partnerBankSignature(secret, `${report} `))).statusCode).toBe(401);
    const applied = await fromBank(report);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      accepted: 1,
      rejected: 0,
      waiting: 0,
      batch: { status: "Acknowledged" },
    });
    const [status] = await auditOf(batch.messageId, "payment-batch.status");
    expect(status).toMatchObject({
      actorId: null,
      after: { sha256: sha256(report), accepted: [transactionId] },
    });
    const stranger = pain002Xml({ originalMessageId: "LARK-NOT-OURS", groupStatus: "ACSC" });
    expect((await fromBank(stranger)).statusCode).toBe(400);
  });

  it("does not exist without PARTNER_BANK_SECRET", async () => {
    const closed = await build();
    try {
      const xml = camt054Xml([]);
      const response = await closed.app.inject({
        method: "POST",
        url: "/api/bank/files",
        headers: {
          "content-type": "application/xml",
          "x-larkspur-signature": partnerBankSignature(secret, xml),
        },
        payload: xml,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe("reconciliation against the bank's own statement", () => {
  type Line = {
    currency: string;
    heldAtBank: number;
    bankClosingBalance: number | null;
    bankStatementDate: string | null;
    bankDifference: number | null;
  };
  const lineOf = async (currency: string) =>
    ((await as(approver, "GET", "/api/admin/reconciliation")).json().items as Line[]).find(
      (line) => line.currency === currency,
    );

  it("keeps each currency's newest closing balance and shows how far our books are from it", async () => {
    const ada = await quickCustomer(t);
    const held = (await lineOf("USD"))!.heldAtBank;
    const ref = reference();
    const credit: SampleEntry = { reference: ref, amount: "15.00", creditorAccount: ada.accountNumber };
    const closing = (held + 15).toFixed(2);
    const statement = camt053Xml([credit], `STMT-${ref}`, { amount: closing, date: "2026-11-26" });
    expect((await fromBank(statement)).json()).toMatchObject({ credited: 1 });
    expect(await lineOf("USD")).toMatchObject({
      heldAtBank: held + 15,
      bankClosingBalance: held + 15,
      bankStatementDate: "2026-11-26",
      bankDifference: 0,
    });

    // An older statement arriving late does not replace it.
    const older = camt053Xml([], `STMT-OLD-${ref}`, { amount: "1.00", date: "2026-11-20" });
    expect((await fromBank(older)).statusCode).toBe(200);
    expect(await lineOf("USD")).toMatchObject({
      bankClosingBalance: held + 15,
      bankStatementDate: "2026-11-26",
    });

    // Money two operators credit from a file the bank never booked shows as a difference from the bank's figure.
    const forged = camt054Xml([
      { reference: reference(), amount: "250000.00", creditorAccount: ada.accountNumber },
    ]);
    const { importId } = (await as(uploader, "POST", "/api/admin/bank-statements", forged)).json();
    await as(approver, "POST", `/api/admin/bank-files/${importId}/approve`);
    expect(await lineOf("USD")).toMatchObject({ heldAtBank: held + 250_015, bankDifference: -250_000 });

    const audit = await auditOf(`STMT-${ref}`, "bank-file.import");
    expect(audit[0]?.after).toMatchObject({
      closingBalances: [
        { currency: "USD", amount: String(Math.round((held + 15) * 100)), date: "2026-11-26" },
      ],
    });
  });

  it("refuses a statement whose closing balance cannot be read, crediting nothing", async () => {
    const ada = await quickCustomer(t);
    const ref = reference();
    const statement = camt053Xml(
      [{ reference: ref, amount: "5.00", creditorAccount: ada.accountNumber }],
      `S-${ref}`,
      {
        amount: "1.001",
      },
    );
    const refused = await fromBank(statement);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/closing balance 1\.001 USD/);
    expect(await balances(ada)).toEqual({ USD: 0 });
  });
});
