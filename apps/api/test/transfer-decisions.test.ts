import { texts } from "@larkspur/shared/texts";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depositFunds } from "../src/modules/backoffice/deposits.service";
import { approveTransfer, rejectTransfer } from "../src/modules/backoffice/transfer-decisions.service";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";
import {
  balanceOf,
  type Customer,
  cancel,
  fund,
  fundedCustomer,
  history,
  initiate,
  ledgerProblems,
  operator,
  outboxMail,
  type Staff,
  sendMoney,
} from "./support/money";

describe("cancelling, approving, rejecting and depositing", () => {
  let t: TestApp;
  let staff: Staff;
  let customer: Customer;
  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
    customer = await fundedCustomer(t, staff, 500);
  });
  afterAll(async () => {
    expect(await ledgerProblems(t)).toEqual([]);
    await t.close();
  });

  const pendingTransfer = async (amount: number) => {
    const { transactionId, verified } = await sendMoney(t, customer, sampleTransfer({ amount }));
    expect(verified.statusCode).toBe(200);
    return transactionId as string;
  };

  const settlementBalance = async () =>
    (
      await t.ctx.db
        .selectFrom("accounts")
        .select("balance")
        .where("kind", "=", "settlement")
        .where("currency", "=", "USD")
        .executeTakeFirstOrThrow()
    ).balance;

  describe("POST /api/transaction/cancel/{userId}/{transactionId}", () => {
    it("cancels an Unconfirmed transfer and mails the customer", async () => {
      const { transactionId } = (await initiate(t, customer, sampleTransfer({ amount: 9 }))).json();
      const response = await cancel(t, customer, transactionId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: texts.transferCancelled,
        transaction: { transactionId, status: "Cancelled" },
      });
      const mail = await outboxMail(t, customer.email, "Transfer of $9.00 cancelled", transactionId);
      expect(mail?.text).toContain("You cancelled it.");
    });

    it("cancels a Pending transfer and releases its hold", async () => {
      const before = await balanceOf(t, customer);
      const transactionId = await pendingTransfer(40);
      expect(await balanceOf(t, customer)).toBe(before - 40);
      expect((await cancel(t, customer, transactionId)).statusCode).toBe(200);
      expect(await balanceOf(t, customer)).toBe(before);
    });

    it("answers 409 for a transfer already Cancelled or Completed", async () => {
      const cancelled = await pendingTransfer(1);
      await cancel(t, customer, cancelled);
      const again = await cancel(t, customer, cancelled);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: "conflict", message: "This transfer was cancelled." });

      const completed = await pendingTransfer(1);
      await approveTransfer(t.ctx, staff, completed);
      const late = await cancel(t, customer, completed);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe("This transfer is already completed.");
    });

    it("answers a repeat with the same Idempotency-Key with the first answer", async () => {
      const transactionId = await pendingTransfer(2);
      const headers = { "idempotency-key": "cancel-once" };
      const first = await cancel(t, customer, transactionId, headers);
      const again = await cancel(t, customer, transactionId, headers);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    });

    it("answers 404 for unknown or foreign transfers, 409 for a deposit, 403 for another customer's id", async () => {
      expect((await cancel(t, customer, "404404")).statusCode).toBe(404);
      const other = await signedInCustomer(t);
      await fund(t, staff, other, 10);
      const theirs = (await initiate(t, other, sampleTransfer({ amount: 1 }))).json().transactionId;
      expect((await cancel(t, customer, theirs)).statusCode).toBe(404);
      expect((await cancel(t, { ...customer, id: other.id }, theirs)).statusCode).toBe(403);
      const [deposit] = (await history(t, other))
        .json()
        .filter((item: { type: string }) => item.type === "Deposit");
      expect((await cancel(t, other, deposit.transactionId)).statusCode).toBe(409);
    });
  });

  describe("approveTransfer", () => {
    it("completes a Pending transfer: the hold becomes a posting to settlement, and the customer is told", async () => {
      const settledBefore = await settlementBalance();
      const available = await balanceOf(t, customer);
      const transactionId = await pendingTransfer(60);
      const decision = await approveTransfer(t.ctx, staff, transactionId);
      expect(decision).toMatchObject({ completed: true, approvals: 1, approvalsRequired: 1 });
      expect(decision.transaction).toMatchObject({ transactionId, status: "Completed", amount: 60 });
      expect(await balanceOf(t, customer)).toBe(available - 60);
      expect(await settlementBalance()).toBe(settledBefore + 6000n);
      expect(
        await outboxMail(t, customer.email, "Transfer of $60.00 completed", transactionId),
      ).toBeDefined();
    });

    it("lets only one of two approvals win", async () => {
      const transactionId = await pendingTransfer(5);
      await approveTransfer(t.ctx, staff, transactionId);
      await expect(approveTransfer(t.ctx, staff, transactionId)).rejects.toMatchObject({
        code: "conflict",
        statusCode: 409,
      });
    });

    it("refuses an Unconfirmed transfer and one the customer cancelled", async () => {
      const { transactionId } = (await initiate(t, customer, sampleTransfer({ amount: 3 }))).json();
      await expect(approveTransfer(t.ctx, staff, transactionId)).rejects.toMatchObject({ code: "conflict" });
      await cancel(t, customer, transactionId);
      await expect(approveTransfer(t.ctx, staff, transactionId)).rejects.toMatchObject({ code: "conflict" });
    });

    it("is for staff only, never on their own account, and 404 for an unknown transfer", async () => {
      const transactionId = await pendingTransfer(1);
      const approve = (token: string, id: string) =>
        t.app.inject({ method: "POST", url: `/api/admin/transfers/${id}/approve`, headers: bearer(token) });
      const asCustomer = await approve(customer.token, transactionId);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().code).toBe("forbidden");
      const toSelf = await t.app.inject({
        method: "POST",
        url: `/api/admin/customers/${staff.id}/deposits`,
        headers: bearer(staff.token),
        payload: { amount: 1, description: "Me" },
      });
      expect(toSelf.statusCode).toBe(403);
      expect(toSelf.json().message).toBe(
        "You cannot credit your own account. Another operator must credit it.",
      );
      expect((await approve(staff.token, "404404")).statusCode).toBe(404);
    });
  });

  describe("rejectTransfer", () => {
    it("cancels a Pending transfer, keeps the operator's reason in the back office and releases the hold", async () => {
      const available = await balanceOf(t, customer);
      const transactionId = await pendingTransfer(70);
      const item = await rejectTransfer(t.ctx, staff, transactionId, "The payee's bank refused the details.");
      expect(item.status).toBe("Cancelled");
      expect(await balanceOf(t, customer)).toBe(available);
      const mail = await outboxMail(t, customer.email, "Transfer of $70.00 cancelled", transactionId);
      expect(mail?.text).toContain("Reason: It was not approved in our review.");
      expect(mail?.text).not.toContain("refused the details");
      const stored = await t.ctx.db
        .selectFrom("movement_rows")
        .select("cancel_reason")
        .where("transaction_id", "=", transactionId)
        .executeTakeFirstOrThrow();
      expect(stored.cancel_reason).toBe("The payee's bank refused the details.");
    });

    it("refuses anything but a Pending transfer, so an approval and a rejection cannot both win", async () => {
      const transactionId = await pendingTransfer(4);
      await approveTransfer(t.ctx, staff, transactionId);
      await expect(rejectTransfer(t.ctx, staff, transactionId, "Too late")).rejects.toMatchObject({
        code: "conflict",
      });
      const { transactionId: unconfirmed } = (
        await initiate(t, customer, sampleTransfer({ amount: 3 }))
      ).json();
      await expect(rejectTransfer(t.ctx, staff, unconfirmed, "Not yet")).rejects.toMatchObject({
        code: "conflict",
      });
    });
  });

  describe("depositFunds", () => {
    it("credits the customer, shows a Completed Deposit first in the history, and mails them", async () => {
      const available = await balanceOf(t, customer);
      const item = await depositFunds(t.ctx, staff, customer.id, { amount: 1234.56, description: "Bonus" });
      expect(item).toMatchObject({
        type: "Deposit",
        status: "Completed",
        amount: 1234.56,
        description: "Bonus",
        transferOption: null,
        bankDetails: null,
      });
      expect(await balanceOf(t, customer)).toBe(available + 1234.56);
      expect((await history(t, customer)).json()[0]).toEqual(item);
      const mail = await outboxMail(t, customer.email, "You received $1,234.56", item.transactionId);
      expect(mail?.text).toContain("Description: Bonus");
    });

    it("credits once per idempotency key", async () => {
      const available = await balanceOf(t, customer);
      const body = { amount: 10, description: "Refund" };
      const first = await depositFunds(t.ctx, staff, customer.id, body, "refund-42");
      const again = await depositFunds(t.ctx, staff, customer.id, body, "refund-42");
      expect(again).toEqual(first);
      expect(await balanceOf(t, customer)).toBe(available + 10);
      await expect(
        depositFunds(t.ctx, staff, customer.id, { ...body, amount: 11 }, "refund-42"),
      ).rejects.toMatchObject({ code: "idempotency_conflict" });
    });

    it("refuses an unknown customer", async () => {
      await expect(
        depositFunds(t.ctx, staff, "00000000-0000-4000-8000-000000000000", { amount: 1, description: "x" }),
      ).rejects.toMatchObject({ code: "not_found" });
      await expect(
        depositFunds(t.ctx, staff, "not-an-id", { amount: 1, description: "x" }),
      ).rejects.toMatchObject({
        code: "not_found",
      });
    });
  });
});
