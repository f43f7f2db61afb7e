import { randomUUID } from "node:crypto";
import { enrolTotp } from "@larkspur/test-kit/authenticator";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { apiOf, bearer, login, staffMember, waitForMail } from "./support/customers";
import {
  balanceOf,
  type Customer,
  history,
  initiate,
  outboxMail,
  quickCustomer,
  sendMoney,
} from "./support/money";

let t: TestApp;
let admin: { id: string; token: string; email: string };
let operatorA: { id: string; token: string; email: string };
let operatorB: { id: string; token: string; email: string };

beforeAll(async () => {
  t = await build({ FOUR_EYES_THRESHOLD: "1000.00" });
  admin = await staffMember(t, "admin");
  operatorA = await staffMember(t, "operator");
  operatorB = await staffMember(t, "operator");
});
afterAll(() => t.close());

const as = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload && { payload }) });

/** A customer credited by operator A; above the four-eyes threshold operator B approves the deposit. */
async function fundedCustomer(dollars = 5000): Promise<Customer> {
  const customer = await quickCustomer(t);
  const response = await as(operatorA.token, "POST", `/api/admin/customers/${customer.id}/deposits`, {
    amount: dollars,
    description: "Opening deposit",
  });
  expect(response.statusCode).toBe(201);
  const { status, transactionId } = response.json().transaction;
  if (status === "Pending") {
    const approved = await as(operatorB.token, "POST", `/api/admin/transfers/${transactionId}/approve`);
    expect(approved.json()).toMatchObject({ completed: true });
  }
  return customer;
}

async function pending(customer: Customer, amount: number) {
  const { transactionId, verified } = await sendMoney(t, customer, sampleTransfer({ amount }));
  expect(verified.statusCode).toBe(200);
  return transactionId;
}

async function auditFor(subject: string) {
  const response = await as(
    operatorA.token,
    "GET",
    `/api/admin/audit?subject=${encodeURIComponent(subject)}`,
  );
  return response.json().items as { action: string; actorId: string; reason: string | null; ip: string }[];
}

describe("access", () => {
  const routes: [string, string, object?][] = [
    ["GET", "/api/admin/transfers"],
    ["POST", "/api/admin/transfers/123/approve"],
    ["POST", "/api/admin/transfers/123/reject", { reason: "x" }],
    ["GET", "/api/admin/customers"],
    ["GET", `/api/admin/customers/${randomUUID()}`],
    ["POST", `/api/admin/customers/${randomUUID()}/deposits`, { amount: 1, description: "x" }],
    ["PUT", `/api/admin/customers/${randomUUID()}`, { transferDisabled: true, reason: "x" }],
    ["GET", "/api/admin/audit"],
    ["GET", "/api/admin/staff"],
    ["POST", "/api/admin/staff", { email: "x@y.co", firstName: "X", lastName: "Y", role: "operator" }],
    ["PUT", `/api/admin/staff/${randomUUID()}`, { status: "disabled", reason: "x" }],
  ];

  it("answers 403 to a customer on every back-office route and 401 without a token", async () => {
    const customer = await quickCustomer(t);
    for (const [method, url, payload] of routes) {
      const forbidden = await as(customer.token, method as "GET", url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().code).toBe("forbidden");
      const anonymous = await t.app.inject({ method: method as "GET", url, ...(payload && { payload }) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps staff management to admins", async () => {
    for (const [method, url, payload] of routes.filter(([, url]) => url.startsWith("/api/admin/staff"))) {
      expect((await as(operatorA.token, method as "GET", url, payload)).statusCode).toBe(403);
    }
    expect((await as(admin.token, "GET", "/api/admin/staff")).statusCode).toBe(200);
  });

  it("publishes the back office in the OpenAPI document", async () => {
    const paths = Object.keys((await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/admin/transfers",
        "/api/admin/transfers/{transactionId}/approve",
        "/api/admin/customers/{userId}/deposits",
        "/api/admin/audit",
      ]),
    );
  });
});

describe("review queue and decisions", () => {
  it("lists Pending transfers oldest first with customer, payee and age", async () => {
    const customer = await fundedCustomer();
    const first = await pending(customer, 10);
    const second = await pending(customer, 20);
    const queue = (
      await as(operatorA.token, "GET", "/api/admin/transfers?status=Pending&pageSize=100")
    ).json();
    const ids = queue.items.map((item: { transactionId: string }) => item.transactionId);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const item = queue.items.find((row: { transactionId: string }) => row.transactionId === first);
    expect(item).toMatchObject({
      status: "Pending",
      amount: 10,
      customer: { id: customer.id, email: customer.email },
      bankDetails: { accountName: expect.any(String), bankName: expect.any(String) },
      approvals: 0,
      approvalsRequired: 1,
      approvedByMe: false,
    });
    expect(item.ageSeconds).toBeGreaterThanOrEqual(0);
    expect(queue.total).toBeGreaterThanOrEqual(2);
  });

  it("approves: the customer sees Completed and the balance stays debited; a second decision gets 409", async () => {
    const customer = await fundedCustomer(500);
    const transactionId = await pending(customer, 120);
    const approved = await as(operatorA.token, "POST", `/api/admin/transfers/${transactionId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ completed: true, transaction: { status: "Completed" } });
    expect(await balanceOf(t, customer)).toBe(380);
    const rows = (await history(t, customer)).json();
    expect(rows.find((row: { transactionId: string }) => row.transactionId === transactionId).status).toBe(
      "Completed",
    );

    const again = await as(operatorB.token, "POST", `/api/admin/transfers/${transactionId}/approve`);
    expect(again.statusCode).toBe(409);
    const reject = await as(operatorB.token, "POST", `/api/admin/transfers/${transactionId}/reject`, {
      reason: "late",
    });
    expect(reject.statusCode).toBe(409);
    expect((await auditFor(transactionId)).map((entry) => entry.action)).toEqual(["transfer.approve"]);
  });

  it("rejects with a required reason that stays in the back office; the hold is released", async () => {
    const customer = await fundedCustomer(500);
    const transactionId = await pending(customer, 200);
    expect(await balanceOf(t, customer)).toBe(300);
    const noReason = await as(operatorA.token, "POST", `/api/admin/transfers/${transactionId}/reject`, {
      reason: " ",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Reason is required");
    const rejected = await as(operatorA.token, "POST", `/api/admin/transfers/${transactionId}/reject`, {
      reason: "Payee details look like a known scam",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().transaction.status).toBe("Cancelled");
    expect(await balanceOf(t, customer)).toBe(500);
    const mail = await outboxMail(t, customer.email, "Transfer of $200.00 cancelled", transactionId);
    expect(mail?.text).not.toContain("scam");
    const [entry] = await auditFor(transactionId);
    expect(entry).toMatchObject({
      action: "transfer.reject",
      actorId: operatorA.id,
      reason: "Payee details look like a known scam",
    });
  });

  it("needs two different operators above the four-eyes threshold", async () => {
    const customer = await fundedCustomer(5000);
    const transactionId = await pending(customer, 1500);
    const first = await as(operatorA.token, "POST", `/api/admin/transfers/${transactionId}/approve`);
    expect(first.json()).toMatchObject({
      completed: false,
      approvals: 1,
      approvalsRequired: 2,
      transaction: { status: "Pending" },
    });
    const queue = (await as(operatorA.token, "GET", "/api/admin/transfers?pageSize=100")).json();
    expect(
      queue.items.find((row: { transactionId: string }) => row.transactionId === transactionId),
    ).toMatchObject({
      approvals: 1,
      approvedByMe: true,
    });
    const sameOperator = await as(operatorA.token, "POST", `/api/admin/transfers/${transactionId}/approve`);
    expect(sameOperator.statusCode).toBe(409);
    expect(await balanceOf(t, customer)).toBe(3500);
    const second = await as(operatorB.token, "POST", `/api/admin/transfers/${transactionId}/approve`);
    expect(second.json()).toMatchObject({
      completed: true,
      approvals: 2,
      transaction: { status: "Completed" },
    });
    expect((await auditFor(transactionId)).map((entry) => entry.action)).toEqual([
      "transfer.approve",
      "transfer.approve-first",
    ]);
  });

  it("lets exactly one of two simultaneous approvals win", async () => {
    const customer = await fundedCustomer(500);
    const transactionId = await pending(customer, 50);
    const answers = await Promise.all([
      as(operatorA.token, "POST", `/api/admin/transfers/${transactionId}/approve`),
      as(operatorB.token, "POST", `/api/admin/transfers/${transactionId}/approve`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t, customer)).toBe(450);
  });
});

describe("customers", () => {
  it("finds customers by name, e-mail or account number and shows their money and sessions", async () => {
    const customer = await fundedCustomer(250);
    await as(
      customer.token,
      "POST",
      `/api/transaction/initiate/${customer.id}`,
      sampleTransfer({ amount: 5 }),
    );
    const { accountNumber } = (await as(customer.token, "GET", "/api/user")).json();
    for (const query of [customer.email.toUpperCase(), accountNumber, "quinn quick"]) {
      const found = (
        await as(
          operatorA.token,
          "GET",
          `/api/admin/customers?query=${encodeURIComponent(query)}&pageSize=100`,
        )
      ).json();
      expect(found.items.map((item: { id: string }) => item.id)).toContain(customer.id);
    }
    const none = (await as(operatorA.token, "GET", "/api/admin/customers?query=%25_%25")).json();
    expect(none.items).toEqual([]);

    const pendingId = await pending(customer, 40);
    const detail = (await as(operatorA.token, "GET", `/api/admin/customers/${customer.id}`)).json();
    expect(detail).toMatchObject({ balance: 250, held: 40, available: 210, customer: { id: customer.id } });
    expect(detail.transactions[0].transactionId).toBe(pendingId);
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect((await as(operatorA.token, "GET", `/api/admin/customers/${operatorB.id}`)).statusCode).toBe(404);
    expect((await as(operatorA.token, "GET", "/api/admin/customers/not-a-uuid")).statusCode).toBe(404);
  });

  it("credits a deposit once per Idempotency-Key and e-mails the customer", async () => {
    const customer = await quickCustomer(t);
    const key = { "idempotency-key": randomUUID() };
    const body = { amount: 75.5, description: "Refund" };
    const first = await as(
      operatorA.token,
      "POST",
      `/api/admin/customers/${customer.id}/deposits`,
      body,
      key,
    );
    const replay = await as(
      operatorA.token,
      "POST",
      `/api/admin/customers/${customer.id}/deposits`,
      body,
      key,
    );
    expect(first.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(t, customer)).toBe(75.5);
    expect((await history(t, customer)).json()[0]).toMatchObject({
      type: "Deposit",
      status: "Completed",
      amount: 75.5,
    });
    expect(await outboxMail(t, customer.email, "")).toBeDefined();
    const bad = await as(operatorA.token, "POST", `/api/admin/customers/${customer.id}/deposits`, {
      amount: 1.001,
      description: "x",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("holds and releases transfers with a reason, and tells the customer without it", async () => {
    const customer = await fundedCustomer(100);
    const noReason = await as(operatorA.token, "PUT", `/api/admin/customers/${customer.id}`, {
      transferDisabled: true,
    });
    expect(noReason.statusCode).toBe(400);
    const held = await as(operatorA.token, "PUT", `/api/admin/customers/${customer.id}`, {
      transferDisabled: true,
      reason: "Unusual activity reported by the customer's bank",
    });
    expect(held.statusCode).toBe(200);
    expect(held.json().transferDisabled).toBe(true);
    const blocked = await initiate(t, customer, sampleTransfer({ amount: 5 }));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe("Account on hold. Please contact support");
    expect((await as(customer.token, "GET", "/api/user")).json().transferDisabled).toBe(true);
    const notice = await outboxMail(t, customer.email, "Transfers from your Larkspur account are on hold");
    expect(notice?.text).not.toContain("Unusual activity");

    await as(operatorA.token, "PUT", `/api/admin/customers/${customer.id}`, {
      transferDisabled: false,
      reason: "Cleared",
    });
    expect((await initiate(t, customer, sampleTransfer({ amount: 5 }))).statusCode).toBe(200);
    expect((await auditFor(customer.id)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["customer.hold-transfers", "customer.release-transfers"]),
    );
  });

  it("disables an account at once and re-enables it", async () => {
    const customer = await fundedCustomer(100);
    const disabled = await as(operatorA.token, "PUT", `/api/admin/customers/${customer.id}`, {
      status: "disabled",
      reason: "Customer asked to close it",
    });
    expect(disabled.json().status).toBe("disabled");
    expect((await as(customer.token, "GET", "/api/user")).statusCode).toBe(401);
    const enabled = await as(operatorA.token, "PUT", `/api/admin/customers/${customer.id}`, {
      status: "active",
      reason: "Reopened",
    });
    expect(enabled.json().status).toBe("active");
    const [latest] = await auditFor(customer.id);
    expect(latest).toMatchObject({ action: "customer.enable", reason: "Reopened", ip: "127.0.0.1" });
  });
});

describe("audit log", () => {
  it("filters by actor and cannot be edited or deleted", async () => {
    const customer = await fundedCustomer(10);
    const byAdmin = (await as(operatorA.token, "GET", `/api/admin/audit?actor=${operatorA.id}`)).json().items;
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((entry: { actorId: string }) => entry.actorId === operatorA.id)).toBe(true);
    expect((await as(operatorA.token, "GET", "/api/admin/audit?actor=nobody")).json().items).toEqual([]);
    await expect(sql`update audit_log set reason = 'edited'`.execute(t.ctx.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    expect((await auditFor(customer.id))[0]?.action).toBe("customer.deposit");
  });

  it("names the actor and the subject, and finds them by name, e-mail or account number", async () => {
    const customer = await fundedCustomer(10);
    await t.ctx.db
      .updateTable("users")
      .set({ first_name: "Boris", last_name: `Petrov${customer.accountNumber}` })
      .where("id", "=", customer.id)
      .execute();
    const lastName = `Petrov${customer.accountNumber}`;
    const expected = {
      action: "customer.deposit",
      actorId: operatorA.id,
      actorName: "Sam Staff",
      actorEmail: operatorA.email,
      subjectId: customer.id,
      subjectName: `Boris ${lastName}`,
      subjectDetail: `${customer.email}, ${customer.accountNumber}`,
    };
    for (const search of [
      customer.accountNumber,
      customer.email.toUpperCase(),
      `boris ${lastName.toLowerCase()}`,
    ]) {
      const [latest] = await auditFor(search);
      expect(latest, search).toMatchObject(expected);
    }

    const byEmail = (
      await as(operatorA.token, "GET", `/api/admin/audit?actor=${encodeURIComponent(operatorA.email)}`)
    ).json().items as { actorId: string }[];
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((entry) => entry.actorId === operatorA.id)).toBe(true);
    expect((await as(operatorA.token, "GET", "/api/admin/audit?subject=%25")).json().items).toEqual([]);
  });

  it("names a transfer by its transaction id and its owner, and finds it with the owner", async () => {
    const customer = await fundedCustomer(5000);
    const transactionId = await pending(customer, 20);
    const rejected = await as(operatorA.token, "POST", `/api/admin/transfers/${transactionId}/reject`, {
      reason: "Looks unusual",
    });
    expect(rejected.statusCode).toBe(200);
    const [entry] = await auditFor(customer.accountNumber);
    expect(entry).toMatchObject({
      action: "transfer.reject",
      subjectId: transactionId,
      subjectName: "Quinn Quick",
      subjectDetail: transactionId,
    });
  });
});

describe("staff", () => {
  it("an admin invites an operator, who sets a password from the e-mailed link and signs in", async () => {
    const email = `new.operator.${randomUUID().slice(0, 6)}@larkspur.test`;
    const created = await as(admin.token, "POST", "/api/admin/staff", {
      email,
      firstName: "Olive",
      lastName: "Operator",
      role: "operator",
    });
    expect(created.statusCode).toBe(201);
    const invitation = await waitForMail(t, email);
    const token = /\/set-password\/([A-Za-z0-9_-]+)/.exec(invitation.text)![1]!;
    const reset = await t.app.inject({
      method: "PUT",
      url: `/api/auth/passwordreset/${token}`,
      payload: { password: "a fresh desk passphrase" },
    });
    expect(reset.statusCode).toBe(200);
    const session = await login(t, email, "a fresh desk passphrase");
    expect(session.others.role).toBe("operator");
    // The back office opens once the new operator has set up a second factor.
    expect((await as(session.token, "GET", "/api/admin/transfers")).json().code).toBe(
      "mfa_enrolment_required",
    );
    await enrolTotp(apiOf(t), session.token);
    expect((await as(session.token, "GET", "/api/admin/transfers")).statusCode).toBe(200);

    const duplicate = await as(admin.token, "POST", "/api/admin/staff", {
      email,
      firstName: "O",
      lastName: "O",
      role: "operator",
    });
    expect(duplicate.statusCode).toBe(409);

    const disabled = await as(admin.token, "PUT", `/api/admin/staff/${session.others._id}`, {
      status: "disabled",
      reason: "Left the team",
    });
    expect(disabled.statusCode).toBe(200);
    expect((await as(session.token, "GET", "/api/admin/transfers")).statusCode).toBe(401);
    const list = (await as(admin.token, "GET", "/api/admin/staff")).json().items;
    expect(list.find((member: { email: string }) => member.email === email).status).toBe("disabled");
    expect(
      (await as(admin.token, "PUT", `/api/admin/staff/${admin.id}`, { status: "disabled", reason: "x" }))
        .statusCode,
    ).toBe(409);
  });
});
