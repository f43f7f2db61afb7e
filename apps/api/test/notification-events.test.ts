import { randomUUID } from "node:crypto";
import { codeIn } from "@larkspur/test-kit/mail";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordWrongCode } from "../src/modules/auth/wrong-codes.service";
import { findUserById } from "../src/modules/users/users.repo";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer, uniqueEmail } from "./support/customers";
import { queuedMails } from "./support/jobs";
import {
  type Customer,
  fund,
  initiate,
  operator,
  outboxMail,
  paymentCode,
  quickCustomer,
  type Staff,
  verify,
} from "./support/money";

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await build();
  staff = await operator(t);
});
afterAll(() => t.close());

async function newest(customer: Customer, kind: string) {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/notifications",
    headers: bearer(customer.token),
  });
  return response.json().items.find((item: { kind: string }) => item.kind === kind);
}

const putSettings = (customer: Customer, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/user/${customer.id}/settings`,
    headers: bearer(customer.token),
    payload,
  });

describe("deposits", () => {
  it("credited in euros: the notification and the e-mail say euros", async () => {
    const customer = await quickCustomer(t);
    const requested = await t.app.inject({
      method: "POST",
      url: `/api/admin/customers/${customer.id}/deposits`,
      headers: { ...bearer(staff.token), "idempotency-key": randomUUID() },
      payload: { amount: 12.5, description: "Savings from abroad", currency: "EUR" },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    // A deposit in another currency than the main one waits for a second member of staff.
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/admin/transfers/${requested.json().transaction.transactionId}/approve`,
      headers: bearer((await operator(t)).token),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const notification = await newest(customer, "deposit.credited");
    expect(notification.title).toBe("You received €12.50");
    expect(notification.body).not.toContain("$");
    const [mail] = await queuedMails(t, customer.email, "You received €12.50");
    expect(mail!.text).toContain("€12.50");
  });
});

describe("account holds", () => {
  const hold = (customer: Customer, transferDisabled: boolean) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/customers/${customer.id}`,
      headers: bearer(staff.token),
      payload: { transferDisabled, reason: "Checking a partner bank's report" },
    });

  it("held by staff, then released: each a notification and an e-mail, whatever the preferences", async () => {
    const customer = await quickCustomer(t);
    await putSettings(customer, { emailPreferences: { moneyIn: false, moneyOut: false, requests: false } });
    expect((await hold(customer, true)).statusCode).toBe(200);
    const held = await newest(customer, "account.held");
    expect(held).toMatchObject({ title: "Your account is on hold", link: "/profile" });
    expect(held.body).toContain("Our team has put transfers from your account on hold.");
    expect(held.body).not.toContain("partner bank");
    expect(
      await queuedMails(t, customer.email, "Transfers from your Larkspur account are on hold"),
    ).toHaveLength(1);

    expect((await hold(customer, false)).statusCode).toBe(200);
    expect(await newest(customer, "account.released")).toMatchObject({
      title: "Your account is no longer on hold",
      link: "/profile",
    });
    expect(
      await queuedMails(t, customer.email, "You can send transfers from your Larkspur account again"),
    ).toHaveLength(1);
  });

  it("held for too many wrong codes says so", async () => {
    const customer = await quickCustomer(t);
    const user = (await findUserById(t.ctx.db, customer.id))!;
    for (let i = 0; i < t.ctx.config.CODE_MAX_FAILURES; i++) await recordWrongCode(t.ctx, user);
    const held = await newest(customer, "account.held");
    expect(held.body).toContain("Too many wrong codes were entered for your account");
  });
});

describe("security events", () => {
  const signIn = (email: string, password: string, deviceKey?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      ...(deviceKey && { cookies: { larkspur_device: deviceKey } }),
    });

  it("a sign-in from a new device, once per device", async () => {
    const customer = await signedInCustomer(t);
    await putSettings(customer, { emailPreferences: { moneyIn: false, moneyOut: false, requests: false } });
    const first = await signIn(customer.email, customer.password);
    const deviceKey = first.cookies.find((set) => set.name === "larkspur_device")?.value;
    const before = (await newest(customer, "security.new-device")) as { id: string } | undefined;
    expect(before).toMatchObject({ title: "New sign-in to your account", link: "/security" });
    await signIn(customer.email, customer.password, deviceKey);
    expect((await newest(customer, "security.new-device")).id).toBe(before!.id);
    const mails = await queuedMails(t, customer.email, "New sign-in to your Larkspur account");
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]!.html).toContain("<!doctype html>");
  });

  it("a password change", async () => {
    const customer = await signedInCustomer(t);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/user/${customer.id}/password`,
      headers: bearer(customer.token),
      payload: { currentPassword: customer.password, newPassword: "Another-Passw0rd!" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await newest(customer, "security.password-changed")).toMatchObject({
      title: "Your password was changed",
      link: "/security",
    });
  });

  it("an e-mail change, told at the old address", async () => {
    const customer = await signedInCustomer(t);
    const newEmail = uniqueEmail("moved");
    const asked = await t.app.inject({
      method: "PUT",
      url: `/api/user/${customer.id}`,
      headers: bearer(customer.token),
      payload: { email: newEmail },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const code = codeIn((await outboxMail(t, newEmail, "Confirm your new Larkspur e-mail address"))!.text);
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/user/${customer.id}/email/verify`,
      headers: bearer(customer.token),
      payload: { otp: Number(code) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await newest(customer, "security.email-changed")).toMatchObject({
      title: "Your e-mail address was changed",
      link: "/security",
    });
    expect(await queuedMails(t, customer.email, "Your Larkspur e-mail address was changed")).toHaveLength(1);
  });
});

describe("money requests", () => {
  const ask = (requester: Customer, payer: Customer, description: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/requests/${requester.id}`,
      headers: bearer(requester.token),
      payload: { from: { accountNumber: payer.accountNumber }, amount: 25, description },
    });

  it("received by the customer asked, declined to the requester; the HTML mail escapes what customers wrote", async () => {
    const requester = await quickCustomer(t);
    const payer = await quickCustomer(t);
    await t.ctx.db
      .updateTable("users")
      .set({ first_name: "Zoë <b>" })
      .where("id", "=", requester.id)
      .execute();
    const asked = await ask(requester, payer, "Tickets <script>alert(1)</script> & snacks");
    expect(asked.statusCode, asked.body).toBe(201);
    const { requestId } = asked.json();

    const received = await newest(payer, "request.received");
    expect(received).toMatchObject({ title: "Zoë <b> Q. asked you for $25.00", link: `/pay/${requestId}` });
    const [mail] = await queuedMails(t, payer.email, "");
    expect(mail!.text).toContain("<script>alert(1)</script>");
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; snacks");
    expect(mail!.html).not.toContain("<script>");

    const declined = await t.app.inject({
      method: "POST",
      url: `/api/requests/${payer.id}/${requestId}/decline`,
      headers: bearer(payer.token),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await newest(requester, "request.declined")).toMatchObject({
      title: "Quinn Q. declined your request for $25.00",
      link: "/request-money",
    });
  });

  it("sends no request e-mail to a customer who turned requests off, but still notifies them", async () => {
    const requester = await quickCustomer(t);
    const payer = await quickCustomer(t);
    await putSettings(payer, { emailPreferences: { requests: false } });
    expect((await ask(requester, payer, "Lunch")).statusCode).toBe(201);
    expect(await newest(payer, "request.received")).toMatchObject({ title: "Quinn Q. asked you for $25.00" });
    expect(await queuedMails(t, payer.email, "")).toEqual([]);
  });

  it("a payment: sent to the payer, received by the payee (whose money-in e-mail is off)", async () => {
    const payer = await quickCustomer(t);
    const payee = await quickCustomer(t);
    await fund(t, staff, payer, 100);
    await putSettings(payee, { emailPreferences: { moneyIn: false } });
    const started = await initiate(
      t,
      payer,
      samplePayment(
        { accountNumber: payee.accountNumber },
        { amount: 12, description: "Books <b>& more</b>" },
      ),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, payer.email, transactionId));
    expect((await verify(t, payer, { otp, transactionId })).statusCode).toBe(200);

    expect(await newest(payer, "payment.sent")).toMatchObject({
      title: "You sent $12.00 to Quinn Q.",
      link: `/transactions/${transactionId}`,
    });
    const received = await newest(payee, "payment.received");
    expect(received).toMatchObject({ title: "You received $12.00 from Quinn Q." });
    expect(received.link).toMatch(/^\/transactions\/.+/);
    expect(received.link).not.toBe(`/transactions/${transactionId}`);
    const [sent] = await queuedMails(t, payer.email, "You sent $12.00");
    expect(sent!.text).toContain("Books <b>& more</b>");
    expect(sent!.html).toContain("Books &lt;b&gt;&amp; more&lt;/b&gt;");
    expect(await queuedMails(t, payee.email, "")).toEqual([]);
  });

  it("paid: the requester is told, with the payer's name and reference", async () => {
    const requester = await quickCustomer(t);
    const payer = await quickCustomer(t);
    await fund(t, staff, payer, 100);
    const { requestId } = (await ask(requester, payer, "Dinner")).json();
    const started = await initiate(t, payer, { transferOption: "Larkspur", requestId });
    expect(started.statusCode, started.body).toBe(200);
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(t, payer.email, transactionId));
    expect((await verify(t, payer, { otp, transactionId })).statusCode).toBe(200);
    const paid = await newest(requester, "request.paid");
    expect(paid).toMatchObject({ title: "Quinn Q. paid your request for $25.00", link: "/request-money" });
    expect(paid.body).toContain(transactionId);
    expect(await queuedMails(t, requester.email, "Quinn Q. paid")).toHaveLength(1);
  });
});
