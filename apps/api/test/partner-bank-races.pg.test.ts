import { camt053Xml, camt054Xml, type SampleEntry } from "@larkspur/test-kit/iso20022";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import {
  balanceOf,
  fund,
  ledgerProblems,
  operator,
  quickCustomer,
  type Staff,
  sendMoney,
} from "./support/money";

/** Real concurrency needs real connections: these run on PostgreSQL only (TEST_DATABASE_URL). */
describe("the partner bank's files under concurrency", () => {
  let t: TestApp;
  let staff: Staff[];
  beforeAll(async () => {
    t = await build();
    staff = [await operator(t), await operator(t)];
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  const as = (member: Staff, url: string, xml?: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { ...bearer(member.token), ...(xml && { "content-type": "application/xml" }) },
      ...(xml && { payload: xml }),
    });

  it("credits each entry once when the same entries are imported six times at once, in two kinds of file", async () => {
    const customers = await Promise.all([1, 2, 3, 4].map(() => quickCustomer(t)));
    const entries: SampleEntry[] = customers.flatMap((customer, i) => [
      { reference: `RACE-${i}-A`, amount: "10.00", creditorAccount: customer.accountNumber },
      { reference: `RACE-${i}-B`, amount: "0.25", remittance: `Larkspur ${customer.accountNumber}` },
    ]);
    const files = [camt054Xml(entries), camt053Xml(entries)];
    // Six staged copies, then all six approved at once, each by the operator who did not upload it.
    const staged = [];
    for (let i = 0; i < 6; i++)
      staged.push(await as(staff[i % 2]!, "/api/admin/bank-statements", files[i % 2]));
    expect(staged.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202, 202]);
    const answers = await Promise.all(
      staged.map((answer, i) =>
        as(staff[(i + 1) % 2]!, `/api/admin/bank-files/${answer.json().importId}/approve`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const results = answers.map((answer) => answer.json());
    const total = (field: string) => results.reduce((sum, result) => sum + result[field], 0);
    expect(total("credited")).toBe(8);
    expect(total("duplicates")).toBe(40);
    expect(total("unmatched")).toBe(0);
    for (const customer of customers) expect(await balanceOf(t, customer)).toBe(10.25);
    const deposits = await t.ctx.db
      .selectFrom("movement_rows")
      .select(({ fn }) => fn.countAll<string>().as("count"))
      .where(
        "user_id",
        "in",
        customers.map((customer) => customer.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(deposits.count)).toBe(8);
  });

  it("puts each approved transfer into exactly one batch when operators make batches at the same moment", async () => {
    const customer = await quickCustomer(t);
    await fund(t, staff[0]!, customer, 500);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { transactionId } = await sendMoney(t, customer, sampleTransfer({ amount: 1 + i }));
      const approved = await as(staff[i % 2]!, `/api/admin/transfers/${transactionId}/approve`);
      expect(approved.statusCode).toBe(200);
      ids.push(transactionId);
    }
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => as(staff[i % 2]!, "/api/admin/payment-batches")),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const batched = answers
      .filter((answer) => answer.statusCode === 201)
      .flatMap((answer) =>
        answer.json().payments.map((payment: { transactionId: string }) => payment.transactionId),
      );
    expect(batched.sort()).toEqual([...ids].sort());
    const rows = await t.ctx.db
      .selectFrom("movement_rows")
      .select(["payment_batch_id", "payout_status"])
      .where("transaction_id", "in", ids)
      .execute();
    expect(rows.every((row) => row.payment_batch_id !== null && row.payout_status === "Sent")).toBe(true);
  });
});
