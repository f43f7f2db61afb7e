import { randomUUID } from "node:crypto";
import { enrolTotp } from "@larkspur/test-kit/authenticator";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { apiOf, bearer } from "./support/customers";
import {
  balanceOf,
  type Customer,
  history,
  ledgerProblems,
  operator,
  outboxMail,
  quickCustomer,
  type Staff,
} from "./support/money";

let t: TestApp;
let requester: Staff;
let approver: Staff;
let thirdOperator: Staff;

beforeAll(async () => {
  t = await build({ FOUR_EYES_THRESHOLD: "1000.00" });
  requester = await operator(t);
  approver = await operator(t);
  thirdOperator = await operator(t);
});
afterAll(() => t.close());

function depositTo(staff: Staff, customer: { id: string }, amount: number, key = randomUUID()) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/customers/${customer.id}/deposits`,
    headers: { ...bearer(staff.token), "idempotency-key": key },
    payload: { amount, description: "Inheritance" },
  });
}

const approve = (staff: Staff, transactionId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/transfers/${transactionId}/approve`,
    headers: bearer(staff.token),
  });

const reject = (staff: Staff, transactionId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/transfers/${transactionId}/reject`,
    headers: bearer(staff.token),
    payload: { reason: "The funds' origin is not documented" },
  });

async function queueItem(staff: Staff, transactionId: string, status = "Pending") {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/transfers?status=${status}&pageSize=100`,
    headers: bearer(staff.token),
  });
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .items.find((item: { transactionId: string }) => item.transactionId === transactionId);
}

/** Journal entries written for this deposit. */
async function entriesOf(transactionId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from journal_entries e join movement_rows tr on tr.id = e.transfer_id
    where tr.transaction_id = ${transactionId}`.execute(t.ctx.db);
  return rows[0]!.count;
}

async function waitingDeposit(customer: Customer, amount: number): Promise<string> {
  const response = await depositTo(requester, customer, amount);
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({
    message: "Deposit awaits a second operator's approval",
    transaction: { type: "Deposit", status: "Pending", amount },
  });
  return response.json().transaction.transactionId;
}

describe("a deposit above FOUR_EYES_THRESHOLD", () => {
  it("waits in the review queue, uncredited, until a second operator approves it", async () => {
    const customer = await quickCustomer(t);
    const transactionId = await waitingDeposit(customer, 5000);

    expect(await balanceOf(t, customer)).toBe(0);
    expect(await entriesOf(transactionId)).toBe(0);
    const listed = (await history(t, customer)).json();
    expect(listed[0]).toMatchObject({ transactionId, type: "Deposit", status: "Pending" });
    expect(await queueItem(approver, transactionId)).toMatchObject({
      type: "Deposit",
      amount: 5000,
      customer: { id: customer.id },
      approvals: 1,
      approvalsRequired: 2,
      approvedByMe: false,
    });
    expect(await queueItem(requester, transactionId)).toMatchObject({ approvedByMe: true });

    const own = await approve(requester, transactionId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You asked for this deposit. Another operator must approve it.");
    expect(await balanceOf(t, customer)).toBe(0);

    const second = await approve(approver, transactionId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      completed: true,
      approvals: 2,
      approvalsRequired: 2,
      transaction: { status: "Completed" },
    });
    expect(await balanceOf(t, customer)).toBe(5000);
    expect(await entriesOf(transactionId)).toBe(1);
    expect(await outboxMail(t, customer.email, "You received $5,000.00")).toBeDefined();
    expect(await queueItem(approver, transactionId)).toBeUndefined();
    expect(await queueItem(approver, transactionId, "Completed")).toMatchObject({ approvals: 2 });

    const again = await approve(thirdOperator, transactionId);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t, customer)).toBe(5000);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("is audited as asked for by one operator and approved by another", async () => {
    const customer = await quickCustomer(t);
    const transactionId = await waitingDeposit(customer, 2500.5);
    await approve(approver, transactionId);
    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?limit=200`,
      headers: bearer(approver.token),
    });
    const entries = audit
      .json()
      .items.filter(
        (entry: { subjectId: string; after: { transactionId?: string } }) =>
          entry.subjectId === transactionId || entry.after?.transactionId === transactionId,
      )
      .map((entry: { action: string; actorId: string }) => [entry.action, entry.actorId]);
    expect(entries).toEqual([
      ["deposit.approve", approver.id],
      ["customer.deposit-requested", requester.id],
    ]);
  });

  it("is never credited once rejected", async () => {
    const customer = await quickCustomer(t);
    const transactionId = await waitingDeposit(customer, 1500);
    const rejected = await reject(approver, transactionId);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().transaction).toMatchObject({ status: "Cancelled" });
    expect((await approve(thirdOperator, transactionId)).statusCode).toBe(409);
    expect(await balanceOf(t, customer)).toBe(0);
    expect(await entriesOf(transactionId)).toBe(0);
  });

  it("is credited once when two operators approve at the same moment", async () => {
    const customer = await quickCustomer(t);
    const transactionId = await waitingDeposit(customer, 4000);
    const answers = await Promise.all([
      approve(approver, transactionId),
      approve(thirdOperator, transactionId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t, customer)).toBe(4000);
    expect(await entriesOf(transactionId)).toBe(1);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("waits once however often its request is retried with the same Idempotency-Key", async () => {
    const customer = await quickCustomer(t);
    const key = randomUUID();
    const first = await depositTo(requester, customer, 3000, key);
    const replay = await depositTo(requester, customer, 3000, key);
    expect(replay.json()).toEqual(first.json());
    expect((await history(t, customer)).json()).toHaveLength(1);
    expect(await balanceOf(t, customer)).toBe(0);
  });

  it("cannot be cancelled by its customer", async () => {
    const customer = await quickCustomer(t);
    const transactionId = await waitingDeposit(customer, 2000);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/transaction/cancel/${customer.id}/${transactionId}`,
      headers: bearer(customer.token),
    });
    expect(cancelled.statusCode).toBe(409);
    expect((await queueItem(approver, transactionId))?.status).toBe("Pending");
  });
});

describe("a deposit at or below FOUR_EYES_THRESHOLD", () => {
  it("is credited at once by one operator", async () => {
    const customer = await quickCustomer(t);
    const response = await depositTo(requester, customer, 1000);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: "Deposit credited",
      transaction: { status: "Completed" },
    });
    expect(await balanceOf(t, customer)).toBe(1000);
    expect(await queueItem(approver, response.json().transaction.transactionId, "Completed")).toBeUndefined();
  });
});

describe("no operator credits their own account", () => {
  it("refuses a deposit to the operator's own account with 403 and a clear message", async () => {
    const response = await depositTo(requester, requester, 50);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "You cannot credit your own account. Another operator must credit it.",
    );
    expect(await balanceOf(t, requester as unknown as Customer)).toBe(0);
  });

  it("refuses the approval of a waiting deposit to the approver's own account", async () => {
    const customer = await quickCustomer(t);
    const transactionId = await waitingDeposit(customer, 6000);
    // The customer joins the staff while the deposit waits.
    await t.ctx.db.updateTable("users").set({ role: "operator" }).where("id", "=", customer.id).execute();
    await enrolTotp(apiOf(t), customer.token, () => t.ctx.clock.now().getTime());
    const own = await approve({ ...requester, id: customer.id, token: customer.token }, transactionId);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe("forbidden");
    expect(await entriesOf(transactionId)).toBe(0);
  });
});
