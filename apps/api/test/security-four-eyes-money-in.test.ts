import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { HandClock } from "./support/hand-clock";
import { type Customer, ledgerProblems, operator, quickCustomer, type Staff } from "./support/money";

const clock = new HandClock();
let t: TestApp;
let requester: Staff;
let approver: Staff;
let thirdOperator: Staff;

beforeAll(async () => {
  t = await build({ FOUR_EYES_THRESHOLD: "1000.00" }, undefined, clock);
  requester = await operator(t);
  approver = await operator(t);
  thirdOperator = await operator(t);
});
afterAll(async () => {
  expect(await ledgerProblems(t)).toEqual([]);
  await t.close();
});

/** Unmatched money as an import leaves it: the partner bank's credit naming no customer. */
async function unmatched(currency: string, minorUnits: bigint) {
  const id = randomUUID();
  const reference = `ACSR-${id}`;
  const fileSha256 = createHash("sha256").update(`the bank file of ${id}`).digest("hex");
  await t.ctx.db
    .insertInto("money_in_entries")
    .values({
      id,
      reference,
      file_kind: "camt.054",
      message_id: `MSG-${id}`,
      file_sha256: fileSha256,
      currency,
      amount: minorUnits,
      debtor_name: "Acme Holdings",
      debtor_account: "GB33BUKB20201555555555",
      remittance: "Settlement",
      booking_date: "2026-12-01",
      account_number: null,
      status: "Unmatched",
      unmatched_reason: "no_account_number",
      user_id: null,
      transfer_id: null,
      imported_by: requester.id,
    })
    .execute();
  return { id, reference, fileSha256 };
}

const post = (staff: { token: string }, url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(staff.token), ...(payload && { payload }) });
const get = (staff: { token: string }, url: string) =>
  t.app.inject({ method: "GET", url, headers: bearer(staff.token) });

const assign = (staff: Staff, id: string, customer: Customer) =>
  post(staff, `/api/admin/money-in/${id}/assign`, {
    accountNumber: customer.accountNumber,
    reason: "Payer sent the remittance by mail",
  });
const approve = (staff: { token: string }, id: string) => post(staff, `/api/admin/money-in/${id}/approve`);

async function balances(customer: Customer): Promise<Record<string, number>> {
  const user = (await get(customer, "/api/user")).json();
  return Object.fromEntries(
    (user.balances as { currency: string; available: number }[]).map((b) => [b.currency, b.available]),
  );
}

async function auditOf(reference: string) {
  return (await get(approver, `/api/admin/audit?subject=${reference}`)).json().items as {
    action: string;
    actorId: string;
    after: Record<string, unknown>;
  }[];
}

describe("assigning unmatched money needs a second operator above the threshold or outside dollars", () => {
  it("keeps GBP 250,000 uncredited until a different operator approves, the asker getting 403", async () => {
    const ada = await quickCustomer(t);
    const money = await unmatched("GBP", 25_000_000n);

    const asked = await assign(requester, money.id, ada);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({
      status: "Awaiting approval",
      entry: {
        status: "AwaitingApproval",
        customer: null,
        transactionId: null,
        assignmentRequest: {
          customer: { id: ada.id, accountNumber: ada.accountNumber },
          requestedBy: { id: requester.id },
          reason: "Payer sent the remittance by mail",
        },
      },
    });
    expect(await balances(ada)).toEqual({ USD: 0 });
    const awaiting = (await get(approver, "/api/admin/money-in?status=AwaitingApproval")).json().items;
    expect(awaiting.map((entry: { id: string }) => entry.id)).toContain(money.id);
    const stillUnmatched = (await get(approver, "/api/admin/money-in")).json().items;
    expect(stillUnmatched.map((entry: { id: string }) => entry.id)).not.toContain(money.id);

    const own = await approve(requester, money.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You asked for this assignment. Another operator must approve it.");
    expect((await assign(requester, money.id, ada)).statusCode).toBe(409);
    expect((await assign(approver, money.id, ada)).statusCode).toBe(409);
    expect(await balances(ada)).toEqual({ USD: 0 });

    const approved = await approve(approver, money.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      entry: {
        status: "Assigned",
        customer: { accountNumber: ada.accountNumber },
        decisionReason: "Payer sent the remittance by mail",
        assignmentRequest: null,
      },
      transaction: { type: "Deposit", amount: 250_000, currency: "GBP" },
    });
    expect(await balances(ada)).toEqual({ USD: 0, GBP: 250_000 });
    expect((await approve(approver, money.id)).statusCode).toBe(409);
    expect(await balances(ada)).toEqual({ USD: 0, GBP: 250_000 });

    const audit = await auditOf(money.reference);
    const record = {
      reference: money.reference,
      messageId: `MSG-${money.id}`,
      sha256: money.fileSha256,
      customer: ada.accountNumber,
      amount: "250000.00",
      currency: "GBP",
    };
    expect(audit.find((entry) => entry.action === "money-in.assign")).toMatchObject({
      actorId: requester.id,
      after: { status: "AwaitingApproval", ...record },
    });
    expect(audit.find((entry) => entry.action === "money-in.approve")).toMatchObject({
      actorId: approver.id,
      after: { status: "Assigned", ...record, transactionId: approved.json().transaction.transactionId },
    });
  });

  it("credits dollars up to the threshold at once, and makes dollars above it wait", async () => {
    const grace = await quickCustomer(t);
    const small = await unmatched("USD", 100_000n);
    const large = await unmatched("USD", 100_001n);

    const credited = await assign(requester, small.id, grace);
    expect(credited.statusCode).toBe(200);
    expect(credited.json().entry.status).toBe("Assigned");
    expect(await balances(grace)).toEqual({ USD: 1_000 });

    expect((await assign(requester, large.id, grace)).statusCode).toBe(202);
    expect(await balances(grace)).toEqual({ USD: 1_000 });
    expect((await approve(approver, large.id)).statusCode).toBe(200);
    expect(await balances(grace)).toEqual({ USD: 2_000.01 });
  });

  it("credits once when two operators approve at the same moment", async () => {
    const ada = await quickCustomer(t);
    const money = await unmatched("JPY", 5_000_000n);
    expect((await assign(requester, money.id, ada)).statusCode).toBe(202);
    const answers = await Promise.all([approve(approver, money.id), approve(thirdOperator, money.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balances(ada)).toEqual({ USD: 0, JPY: 5_000_000 });
  });

  it("lets an assignment awaiting approval be marked for return instead, crediting no one", async () => {
    const ada = await quickCustomer(t);
    const money = await unmatched("EUR", 90_000n);
    expect((await assign(requester, money.id, ada)).statusCode).toBe(202);
    const returned = await post(approver, `/api/admin/money-in/${money.id}/return`, {
      reason: "Wrong customer",
    });
    expect(returned.json().entry).toMatchObject({ status: "ForReturn", decisionReason: "Wrong customer" });
    expect((await approve(thirdOperator, money.id)).statusCode).toBe(409);
    expect(await balances(ada)).toEqual({ USD: 0 });
    expect(
      (await auditOf(money.reference)).find((entry) => entry.action === "money-in.return"),
    ).toMatchObject({
      actorId: approver.id,
      after: { status: "ForReturn" },
    });
  });

  it("answers an approval with nothing to approve plainly, and keeps it to staff", async () => {
    const grace = await quickCustomer(t);
    const waiting = await unmatched("EUR", 500n);
    const notAsked = await approve(approver, waiting.id);
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json().message).toBe("No assignment of this money waits for approval.");
    expect((await approve(approver, randomUUID())).statusCode).toBe(404);
    expect((await approve(approver, "not-an-id")).statusCode).toBe(404);

    expect((await assign(requester, waiting.id, grace)).statusCode).toBe(202);
    expect((await approve(grace, waiting.id)).statusCode).toBe(403);
    expect(await balances(grace)).toEqual({ USD: 0 });
  });

  it("lists what was credited, newest credit first: entry, account, amount, when and the file", async () => {
    const ada = await quickCustomer(t);
    const second = await unmatched("USD", 2_000n);
    const first = await unmatched("USD", 1_000n);
    await assign(requester, first.id, ada);
    clock.advanceMs(1_000);
    await assign(requester, second.id, ada);
    const assigned = (await get(approver, "/api/admin/money-in?status=Assigned")).json().items;
    const ours = assigned.filter(
      (entry: { customer: { id: string } | null }) => entry.customer?.id === ada.id,
    );
    expect(ours.map((entry: { id: string }) => entry.id)).toEqual([second.id, first.id]);
    expect(ours[0]).toMatchObject({
      reference: second.reference,
      messageId: `MSG-${second.id}`,
      fileKind: "camt.054",
      amount: 20,
      currency: "USD",
      customer: { accountNumber: ada.accountNumber },
      transactionId: expect.any(String),
      decidedAt: expect.any(String),
    });
  });
});
