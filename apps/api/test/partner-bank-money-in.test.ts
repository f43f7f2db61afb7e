import { camt053Xml, camt054Xml, type SampleEntry } from "@larkspur/test-kit/iso20022";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importByHand } from "./support/bank-files";
import { build, type TestApp } from "./support/build";
import { bearer, staffMember } from "./support/customers";
import { type Customer, history, ledgerProblems, outboxMail, quickCustomer } from "./support/money";

let t: TestApp;
let operator: Awaited<ReturnType<typeof staffMember>>;
let approver: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  t = await build();
  operator = await staffMember(t, "operator");
  approver = await staffMember(t, "operator");
});
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

let references = 0;
const reference = () => `ACSR-${Date.now()}-${++references}`;

/** A file one operator uploads and a second approves. */
const upload = (xml: string, contentType = "application/xml") =>
  importByHand(t, { uploader: operator, approver }, "/api/admin/bank-statements", xml, contentType);

const as = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

async function balances(customer: Customer): Promise<Record<string, number>> {
  const user = (await as(customer.token, "GET", "/api/user")).json();
  return Object.fromEntries(
    (user.balances as { currency: string; available: number }[]).map((b) => [b.currency, b.available]),
  );
}

const grouped = (accountNumber: string) => accountNumber.replace(/(\d{4})(?=\d)/g, "$1 ");

describe("money in from the partner bank's camt files", () => {
  it("credits each booked credit to the customer its account number names, at once, in its currency", async () => {
    const [ada, grace] = [await quickCustomer(t), await quickCustomer(t)];
    const entries: SampleEntry[] = [
      {
        reference: reference(),
        amount: "125.50",
        creditorAccount: ada.accountNumber,
        debtorName: "Acme & Sons",
      },
      {
        reference: reference(),
        amount: "40.00",
        currency: "EUR",
        remittance: `Invoice 42, Larkspur ${grouped(grace.accountNumber)}`,
      },
      { reference: reference(), amount: "10.00", remittance: "For account 900000000001" },
      { reference: reference(), amount: "7.00", remittance: "Thank you" },
      { reference: reference(), amount: "99.00", creditorAccount: ada.accountNumber, direction: "DBIT" },
      { reference: reference(), amount: "99.00", creditorAccount: ada.accountNumber, status: "PDNG" },
    ];
    const response = await upload(camt054Xml(entries));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ entries: 4, credited: 2, unmatched: 2, duplicates: 0 });

    expect(await balances(ada)).toEqual({ USD: 125.5 });
    expect(await balances(grace)).toEqual({ USD: 0, EUR: 40 });
    const [received] = (await history(t, ada)).json();
    expect(received).toMatchObject({
      type: "Deposit",
      status: "Completed",
      currency: "USD",
      amount: 125.5,
      description: "Payment Received",
      counterparty: { name: "Acme & Sons", accountNumber: "DE89370400440532013000" },
    });
    const [euros] = (await history(t, grace)).json();
    expect(euros).toMatchObject({
      currency: "EUR",
      amount: 40,
      description: expect.stringContaining("Invoice 42"),
    });

    const notices = (await as(ada.token, "GET", "/api/notifications")).json();
    expect(notices.items[0]).toMatchObject({
      kind: "deposit.bank-transfer",
      title: "You received $125.50 from Acme & Sons",
      link: `/transactions/${received.transactionId}`,
    });
    const mail = await outboxMail(t, ada.email, "You received $125.50 from Acme & Sons");
    expect(mail?.text).toContain(received.transactionId);
  });

  it("says money in without a remittance text was received in the customer's language, in the history and the mail", async () => {
    const boris = await quickCustomer(t);
    await t.ctx.db.updateTable("users").set({ language: "ru" }).where("id", "=", boris.id).execute();
    const response = await upload(
      camt054Xml([{ reference: reference(), amount: "12.00", creditorAccount: boris.accountNumber }]),
    );
    expect(response.json()).toMatchObject({ credited: 1 });
    const [received] = (await history(t, boris)).json();
    expect(received.description).toBe("Получен платёж");
    const mail = await outboxMail(t, boris.email, "", received.transactionId);
    expect(mail?.text).toContain("Получен платёж");
    expect(mail?.text).not.toContain("Payment Received");
  });

  it("credits an entry once: the same file again, the same entry in a statement, and a prefixed camt.053", async () => {
    const ada = await quickCustomer(t);
    const first = { reference: reference(), amount: "20.00", creditorAccount: ada.accountNumber };
    const notification = camt054Xml([
      first,
      { reference: reference(), amount: "5.00", remittance: "nobody" },
    ]);
    expect((await upload(notification)).json()).toEqual({
      entries: 2,
      credited: 1,
      unmatched: 1,
      duplicates: 0,
    });
    expect((await upload(notification)).json()).toEqual({
      entries: 2,
      credited: 0,
      unmatched: 0,
      duplicates: 2,
    });

    const statement = camt053Xml([
      first,
      { reference: reference(), amount: "0.05", remittance: ada.accountNumber },
    ]);
    expect((await upload(statement)).json()).toEqual({
      entries: 2,
      credited: 1,
      unmatched: 0,
      duplicates: 1,
    });
    expect(await balances(ada)).toEqual({ USD: 20.05 });
    expect((await history(t, ada)).json()).toHaveLength(2);
  });

  it("keeps unmatched money for an operator, who assigns it to a customer or marks it for return, audited", async () => {
    const [ada, closed] = [await quickCustomer(t), await quickCustomer(t)];
    await t.ctx.db.updateTable("users").set({ status: "disabled" }).where("id", "=", closed.id).execute();
    const [lost, gift, blocked] = [reference(), reference(), reference()];
    await upload(
      camt054Xml([
        { reference: lost, amount: "30.00", remittance: "Rent" },
        { reference: gift, amount: "15.00", remittance: "Birthday" },
        { reference: blocked, amount: "12.00", creditorAccount: closed.accountNumber },
      ]),
    );
    const waiting = (await as(operator.token, "GET", "/api/admin/money-in")).json().items;
    const byReference = (ref: string) =>
      waiting.find((entry: { reference: string }) => entry.reference === ref);
    expect(byReference(lost)).toMatchObject({ status: "Unmatched", unmatchedReason: "no_account_number" });
    expect(byReference(blocked)).toMatchObject({
      unmatchedReason: "disabled",
      accountNumber: closed.accountNumber,
    });
    const closedAccounts = await t.ctx.db
      .selectFrom("accounts")
      .select(["currency", "balance"])
      .where("user_id", "=", closed.id)
      .execute();
    expect(closedAccounts).toEqual([{ currency: "USD", balance: 0n }]);

    const assign = (id: string, accountNumber: string) =>
      as(operator.token, "POST", `/api/admin/money-in/${id}/assign`, {
        accountNumber,
        reason: "Payer called",
      });
    expect((await assign(byReference(blocked).id, closed.accountNumber)).statusCode).toBe(400);
    const assigned = await assign(byReference(lost).id, ada.accountNumber);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      entry: {
        status: "Assigned",
        customer: { accountNumber: ada.accountNumber },
        decisionReason: "Payer called",
      },
      transaction: { type: "Deposit", amount: 30 },
    });
    expect(await balances(ada)).toEqual({ USD: 30 });
    expect((await assign(byReference(lost).id, ada.accountNumber)).statusCode).toBe(409);

    const returned = await as(operator.token, "POST", `/api/admin/money-in/${byReference(gift).id}/return`, {
      reason: "No such customer",
    });
    expect(returned.json().entry).toMatchObject({ status: "ForReturn", decisionReason: "No such customer" });
    const forReturn = (await as(operator.token, "GET", "/api/admin/money-in?status=ForReturn")).json().items;
    expect(forReturn.map((entry: { reference: string }) => entry.reference)).toContain(gift);
    const stillWaiting = (await as(operator.token, "GET", "/api/admin/money-in")).json().items;
    expect(stillWaiting.map((entry: { reference: string }) => entry.reference)).not.toContain(gift);

    const audit = (await as(operator.token, "GET", `/api/admin/audit?actor=${operator.id}`)).json().items;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(["bank-file.import", "money-in.assign", "money-in.return"]),
    );
    expect(audit.find((entry: { action: string }) => entry.action === "money-in.return")).toMatchObject({
      subjectId: gift,
      reason: "No such customer",
    });
  });

  it("refuses hostile and malformed files with 400 and a message, crediting nothing", async () => {
    const ada = await quickCustomer(t);
    const good = camt054Xml([{ reference: reference(), amount: "1.00", creditorAccount: ada.accountNumber }]);
    const depth = 200_000;
    const withDoctype = good.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
    );
    const hostile: [string, string, RegExp][] = [
      ["external entity", withDoctype.replace("<Ustrd>", "<Ustrd>&x;"), /DOCTYPE/],
      [
        "entity expansion",
        `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><Document>&b;</Document>`,
        /DOCTYPE/,
      ],
      [
        "deep nesting",
        `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">${"<a>".repeat(depth)}${"</a>".repeat(depth)}</Document>`,
        /too deeply/,
      ],
      [
        "wrong namespace",
        good.replace("camt.054.001.08", "pain.001.001.09"),
        /namespace is urn:iso.*pain\.001/,
      ],
      [
        "no namespace",
        good.replace(' xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"', ""),
        /namespace/,
      ],
      ["not XML", "Date,Amount\n2026-11-24,100.00", /not/],
      ["broken XML", good.replace("</Ntfctn>", ""), /well-formed/],
      ["too many decimals", good.replace(">1.00<", ">1.001<"), /1\.001 USD/],
      ["a float", good.replace(">1.00<", ">1e2<"), /1e2 USD/],
      ["no reference", good.replace(/<AcctSvcrRef>[^<]*<\/AcctSvcrRef>/, ""), /servicer's reference/],
    ];
    for (const [what, xml, message] of hostile) {
      const response = await upload(xml);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().message, what).toMatch(message);
    }
    expect(await balances(ada)).toEqual({ USD: 0 });
    expect((await upload(good)).json()).toMatchObject({ credited: 1 });
  });

  it("takes the file as a multipart upload, refuses JSON, and lets only staff in", async () => {
    const ada = await quickCustomer(t);
    const xml = camt054Xml([{ reference: reference(), amount: "2.50", creditorAccount: ada.accountNumber }]);
    const boundary = "----larkspur-test";
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="camt054.xml"',
      "Content-Type: application/xml",
      "",
      xml,
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const sent = await upload(multipart, `multipart/form-data; boundary=${boundary}`);
    expect(sent.json()).toEqual({ entries: 1, credited: 1, unmatched: 0, duplicates: 0 });
    expect((await upload(JSON.stringify({ xml }), "application/json")).statusCode).toBe(415);
    const asCustomer = await t.app.inject({
      method: "POST",
      url: "/api/admin/bank-statements",
      headers: { ...bearer(ada.token), "content-type": "application/xml" },
      payload: xml,
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("shows a customer the details to give a payer at another bank", async () => {
    const ada = await quickCustomer(t);
    const details = await as(ada.token, "GET", `/api/receive/${ada.id}`);
    expect(details.json()).toEqual({
      accountHolder: "Quinn Quick",
      accountNumber: ada.accountNumber,
      bankName: t.ctx.config.PARTNER_BANK_NAME,
      routingNumber: t.ctx.config.PARTNER_BANK_ROUTING_NUMBER,
      bic: t.ctx.config.PARTNER_BANK_BIC,
      bankAddress: t.ctx.config.PARTNER_BANK_ADDRESS,
    });
    const grace = await quickCustomer(t);
    expect((await as(grace.token, "GET", `/api/receive/${ada.id}`)).statusCode).toBe(403);
  });
});
