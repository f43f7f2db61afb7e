import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveTransfer, rejectTransfer } from "../src/modules/backoffice/transfer-decisions.service";
import { notify } from "../src/modules/notifications/notifications.service";
import { expireUnconfirmedTransfers } from "../src/modules/transfers/transfer-expiry";
import { build, type TestApp } from "./support/build";
import { bearer, waitForMail } from "./support/customers";
import { queuedMails } from "./support/jobs";
import {
  type Customer,
  cancel,
  fund,
  initiate,
  ledgerProblems,
  operator,
  quickCustomer,
  type Staff,
  sendMoney,
} from "./support/money";

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await build();
  staff = await operator(t);
});
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

const page = (token: string, cursor?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/notifications${cursor === undefined ? "" : `?cursor=${encodeURIComponent(cursor)}`}`,
    headers: bearer(token),
  });
const markRead = (token: string, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/notifications/read",
    headers: bearer(token),
    payload: payload as object,
  });
const putSettings = (customer: Customer, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/user/${customer.id}/settings`,
    headers: bearer(customer.token),
    payload,
  });

/** The newest notification of a kind, as the API renders it. */
async function newest(customer: Customer, kind: string) {
  const { items } = (await page(customer.token)).json();
  return items.find((item: { kind: string }) => item.kind === kind);
}

const fundedQuickCustomer = async (dollars: number) => {
  const customer = await quickCustomer(t);
  await fund(t, staff, customer, dollars);
  return customer;
};

describe("a transfer's notifications", () => {
  it("confirmed: Pending, with its e-mail in plain text and HTML", async () => {
    const customer = await fundedQuickCustomer(100);
    const { transactionId } = await sendMoney(t, customer, sampleTransfer({ amount: 12.5 }));
    expect(await newest(customer, "transfer.pending")).toMatchObject({
      title: "Transfer of $12.50 submitted",
      link: `/transactions/${transactionId}`,
      readAt: null,
    });
    expect((await newest(customer, "transfer.pending")).body).toContain(transactionId);
    const [mail] = await queuedMails(t, customer.email, "Transfer of $12.50 submitted");
    expect(mail?.text).toContain(transactionId);
    expect(mail?.html).toContain("<!doctype html>");
    expect(mail?.html).toContain(transactionId);
  });

  it("approved: Completed; rejected: Cancelled with the reason", async () => {
    const customer = await fundedQuickCustomer(100);
    const approved = await sendMoney(t, customer, sampleTransfer({ amount: 3 }));
    await approveTransfer(t.ctx, staff, approved.transactionId);
    expect(await newest(customer, "transfer.completed")).toMatchObject({
      title: "Transfer of $3.00 completed",
      link: `/transactions/${approved.transactionId}`,
    });
    expect(await queuedMails(t, customer.email, "Transfer of $3.00 completed")).toHaveLength(1);

    const rejected = await sendMoney(t, customer, sampleTransfer({ amount: 4 }));
    await rejectTransfer(t.ctx, staff, rejected.transactionId, "Looks like fraud to the reviewer");
    const cancelled = await newest(customer, "transfer.cancelled");
    expect(cancelled).toMatchObject({ title: "Transfer of $4.00 cancelled" });
    expect(cancelled.body).toContain("It was not approved in our review.");
    expect(cancelled.body).not.toContain("fraud");
    expect(await queuedMails(t, customer.email, "Transfer of $4.00 cancelled")).toHaveLength(1);
  });

  it("expired unconfirmed: nothing, it was never confirmed; cancelled by the customer: Cancelled with the reason", async () => {
    const customer = await fundedQuickCustomer(100);
    await initiate(t, customer, sampleTransfer({ amount: 6 }));
    expect(await expireUnconfirmedTransfers(t.ctx, new Date(Date.now() + 24 * 60 * 60_000))).toBeGreaterThan(
      0,
    );
    expect(await newest(customer, "transfer.cancelled")).toBeUndefined();
    expect(await queuedMails(t, customer.email, "Transfer of $6.00 cancelled")).toEqual([]);

    const { transactionId } = (await initiate(t, customer, sampleTransfer({ amount: 7 }))).json();
    expect((await cancel(t, customer, transactionId)).statusCode).toBe(200);
    const byYou = await newest(customer, "transfer.cancelled");
    expect(byYou).toMatchObject({
      title: "Transfer of $7.00 cancelled",
      link: `/transactions/${transactionId}`,
    });
    expect(byYou.body).toContain("You cancelled it.");
  });
});

describe("live streams", () => {
  it("are told of a user's new notification once its trx has committed", async () => {
    const customer = await quickCustomer(t);
    let told = 0;
    const stop = t.ctx.events.subscribe(customer.id, () => {
      told += 1;
    });
    await fund(t, staff, customer, 5);
    await expect.poll(() => told).toBeGreaterThanOrEqual(1);
    stop();
    expect(await newest(customer, "deposit.credited")).toMatchObject({ title: "You received $5.00" });
  });
});

describe("a deposit's notification", () => {
  it("tells the customer of the money credited and mails them", async () => {
    const customer = await fundedQuickCustomer(250);
    const credited = await newest(customer, "deposit.credited");
    expect(credited).toMatchObject({ title: "You received $250.00" });
    expect(credited.link).toMatch(/^\/transactions\/.+/);
    expect(await queuedMails(t, customer.email, "You received $250.00")).toHaveLength(1);
  });

  it("reaches the dev mailbox with its plain and HTML parts", async () => {
    const customer = await fundedQuickCustomer(40);
    await waitForMail(t, customer.email);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`,
    });
    const [mail] = response.json();
    expect(mail).toMatchObject({ subject: "You received $40.00" });
    expect(mail.text).toContain("$40.00 was credited to your Larkspur account");
    expect(mail.html).toMatch(/^<!doctype html>[\s\S]*\$40\.00 was credited to your Larkspur account/);
    const page = await t.app.inject({
      method: "GET",
      url: `/dev/mailbox?to=${encodeURIComponent(customer.email)}`,
    });
    expect(page.body).toContain('<iframe sandbox srcdoc="&lt;!doctype html&gt;');
  });
});

describe("e-mail preferences", () => {
  it("holds back the money-out and money-in mails when turned off, never the notification", async () => {
    const customer = await quickCustomer(t);
    expect(
      (await putSettings(customer, { emailPreferences: { moneyIn: false, moneyOut: false } })).statusCode,
    ).toBe(200);
    await fund(t, staff, customer, 90);
    await sendMoney(t, customer, sampleTransfer({ amount: 8 }));
    expect(await newest(customer, "deposit.credited")).toMatchObject({ title: "You received $90.00" });
    expect(await newest(customer, "transfer.pending")).toMatchObject({
      title: "Transfer of $8.00 submitted",
    });
    expect(await queuedMails(t, customer.email, "You received")).toEqual([]);
    expect(await queuedMails(t, customer.email, "Transfer of $8.00 submitted")).toEqual([]);

    await putSettings(customer, { emailPreferences: { moneyOut: true } });
    await sendMoney(t, customer, sampleTransfer({ amount: 9 }));
    expect(await queuedMails(t, customer.email, "Transfer of $9.00 submitted")).toHaveLength(1);
  });
});

describe("GET /api/notifications", () => {
  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    const read = await t.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      payload: { all: true },
    });
    expect(read.statusCode).toBe(401);
  });

  it("pages newest first with a cursor, and shows no one else's", async () => {
    const customer = await quickCustomer(t);
    const other = await quickCustomer(t);
    await t.ctx.db.transaction().execute((trx) =>
      notify(
        trx,
        t.ctx,
        Array.from({ length: 25 }, (_, index) => ({
          userId: customer.id,
          kind: "deposit.credited" as const,
          params: { amount: String((index + 1) * 100), currency: "USD", transactionId: `REF${index + 1}` },
          link: `/transactions/REF${index + 1}`,
        })),
      ),
    );
    const first = (await page(customer.token)).json();
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(25);
    expect(first.items[0].title).toBe("You received $25.00");
    expect(first.items[19].title).toBe("You received $6.00");
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await page(customer.token, first.nextCursor)).json();
    expect(second.items.map((item: { title: string }) => item.title)).toEqual([
      "You received $5.00",
      "You received $4.00",
      "You received $3.00",
      "You received $2.00",
      "You received $1.00",
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await page(other.token)).json()).toEqual({ items: [], unread: 0, nextCursor: null });
  });

  it("renders in the reader's language of the moment, amounts as the language writes them", async () => {
    const customer = await fundedQuickCustomer(1250);
    await putSettings(customer, { language: "ru" });
    const title = async () => (await newest(customer, "deposit.credited")).title.replace(/\s/g, " ");
    expect(await title()).toBe("Вы получили 1 250,00 $");
    await putSettings(customer, { language: "es" });
    expect(await title()).toBe("Usted recibió 1250,00 US$");
    await putSettings(customer, { language: "zh-CN" });
    expect(await title()).toBe("您收到了 US$1,250.00");
  });

  it.each([
    "abc",
    "-1",
    "1.5",
    "99999999999999999999",
  ])("refuses the cursor %j with a 400", async (cursor) => {
    const customer = await quickCustomer(t);
    const response = await page(customer.token, cursor);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The cursor must be the nextCursor of an earlier page");
  });
});

describe("POST /api/notifications/read", () => {
  const threeNotices = async (customer: Customer) => {
    await fund(t, staff, customer, 1);
    await fund(t, staff, customer, 2);
    await fund(t, staff, customer, 3);
    return (await page(customer.token)).json().items as { id: string; readAt: string | null }[];
  };

  it("marks the caller's own by id, then all, answering the unread count", async () => {
    const customer = await quickCustomer(t);
    const [newestOne, middle] = await threeNotices(customer);
    const byId = await markRead(customer.token, { ids: [newestOne!.id, middle!.id] });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({ unread: 1 });
    const after = (await page(customer.token)).json();
    expect(after.unread).toBe(1);
    expect(after.items.map((item: { readAt: string | null }) => item.readAt !== null)).toEqual([
      true,
      true,
      false,
    ]);

    expect((await markRead(customer.token, { all: true })).json()).toEqual({ unread: 0 });
    expect((await page(customer.token)).json().unread).toBe(0);
  });

  it("changes nothing for ids of someone else's notifications, or ids that name none", async () => {
    const owner = await quickCustomer(t);
    const intruder = await quickCustomer(t);
    const [notice] = await threeNotices(owner);
    const response = await markRead(intruder.token, { ids: [notice!.id, "not-an-id"] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: 0 });
    expect((await page(owner.token)).json().unread).toBe(3);
    expect((await markRead(intruder.token, { all: true })).statusCode).toBe(200);
    expect((await page(owner.token)).json().unread).toBe(3);
  });

  it("lets staff read and mark only their own", async () => {
    const customer = await quickCustomer(t);
    await threeNotices(customer);
    expect((await page(staff.token)).json().items).toEqual([]);
    expect((await markRead(staff.token, { all: true })).json()).toEqual({ unread: 0 });
    expect((await page(customer.token)).json().unread).toBe(3);
  });

  it.each([
    [{}],
    [{ all: false }],
    [{ ids: [] }],
    [{ ids: "everything" }],
    [{ ids: [1, 2] }],
    [{ ids: ["a"], all: true }],
    [{ all: true, role: "admin" }],
    [[]],
  ])("refuses %j with a 400 and a readable message, and marks nothing", async (payload) => {
    const customer = await quickCustomer(t);
    await threeNotices(customer);
    const response = await markRead(customer.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_error");
    expect(response.json().message).toMatch(/"ids"|"all"/);
    expect((await page(customer.token)).json().unread).toBe(3);
  });
});
