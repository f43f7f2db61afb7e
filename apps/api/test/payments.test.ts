import { randomUUID } from "node:crypto";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";
import {
  balanceOf,
  type Customer,
  cancel,
  fund,
  history,
  initiate,
  ledgerProblems,
  operator,
  outboxMail,
  paymentCode,
  quickCustomer,
  type Staff,
  verify,
} from "./support/money";

describe("paying another Larkspur customer", () => {
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

  const ada = async (dollars = 100) => {
    const customer = await signedInCustomer(t, { firstName: "Ada", lastName: "Lovelace" });
    if (dollars > 0) await fund(t, staff, customer, dollars);
    return customer;
  };
  const grace = (overrides: Record<string, unknown> = {}) =>
    signedInCustomer(t, { firstName: "Grace", lastName: "hopper", ...overrides });

  const lookUp = (caller: Customer, query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: `/api/payees/lookup?${query}`,
      headers: { ...bearer(caller.token), ...headers },
    });

  async function started(
    payer: Customer,
    recipient: { accountNumber: string } | { email: string },
    amount = 30,
  ) {
    const response = await initiate(t, payer, samplePayment(recipient, { amount }));
    expect(response.statusCode).toBe(200);
    const { transactionId } = response.json();
    return {
      transactionId: transactionId as string,
      otp: Number(await paymentCode(t, payer.email, transactionId)),
    };
  }

  const rowsOf = async (customer: Customer) =>
    (await history(t, customer)).json() as Record<string, unknown>[];

  const setStatus = (customer: Customer, status: "active" | "disabled") =>
    t.ctx.db.updateTable("users").set({ status }).where("id", "=", customer.id).execute();

  describe("GET /api/payees/lookup", () => {
    it("names the customer of an account number or e-mail address as first name and last initial", async () => {
      const payer = await ada(0);
      const payee = await grace();
      for (const query of [
        `accountNumber=${payee.accountNumber}`,
        `email=${encodeURIComponent(payee.email.toUpperCase())}`,
      ]) {
        const response = await lookUp(payer, query);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ accountNumber: payee.accountNumber, name: "Grace H." });
      }
    });

    it("answers 404 when no customer matches, staff and unconfirmed sign-ups included, and 400 for one's own", async () => {
      const payer = await ada(0);
      const unconfirmed = await quickCustomer(t);
      await t.ctx.db
        .updateTable("users")
        .set({ email_verified_at: null })
        .where("id", "=", unconfirmed.id)
        .execute();
      for (const query of [
        "accountNumber=900000000000",
        "email=nobody%40example.com",
        `email=${staff.email}`,
        `accountNumber=${unconfirmed.accountNumber}`,
      ]) {
        const response = await lookUp(payer, query);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: "not_found", message: "No Larkspur account matches" });
      }
      const own = await lookUp(payer, `accountNumber=${payer.accountNumber}`);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe("This is your own account");
    });

    it("refuses a malformed question: not 12 digits, both or neither of account number and e-mail", async () => {
      const payer = await ada(0);
      for (const query of ["accountNumber=12345", `accountNumber=900000000000&email=a%40example.com`, ""]) {
        const response = await lookUp(payer, query);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe("validation_error");
      }
    });

    it("needs a signed-in caller", async () => {
      const payee = await grace();
      const response = await t.app.inject({
        method: "GET",
        url: `/api/payees/lookup?accountNumber=${payee.accountNumber}`,
      });
      expect(response.statusCode).toBe(401);
    });

    it("answers at most 20 look-ups an hour per customer, found or not, then 429 until the hour has passed", async () => {
      const payer = await quickCustomer(t);
      const payee = await grace();
      for (let i = 0; i < 20; i++) {
        const query = i % 2 === 0 ? `accountNumber=${payee.accountNumber}` : "accountNumber=900000000001";
        expect((await lookUp(payer, query)).statusCode).toBe(i % 2 === 0 ? 200 : 404);
      }
      const refused = await lookUp(payer, `accountNumber=${payee.accountNumber}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: "rate_limited",
        message: "You looked up 20 accounts in the last hour. Try again in 60 minutes.",
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

      // Another customer's look-ups are their own.
      expect((await lookUp(await quickCustomer(t), `accountNumber=${payee.accountNumber}`)).statusCode).toBe(
        200,
      );

      // An hour later the oldest look-ups no longer count.
      await sql`update payee_lookups set looked_up_at = array(
          select at - interval '61 minutes' from unnest(looked_up_at) as at)
        where user_id = ${payer.id}`.execute(t.ctx.db);
      expect((await lookUp(payer, `accountNumber=${payee.accountNumber}`)).statusCode).toBe(200);
    });

    it("spends a look-up on every payment naming a recipient: once spent, 429 whether the account exists or not", async () => {
      const payer = await quickCustomer(t);
      await fund(t, staff, payer, 10);
      const payee = await grace();
      const paying = (accountNumber: string) =>
        initiate(t, payer, samplePayment({ accountNumber }, { amount: 1 }));
      for (let i = 0; i < 10; i++) {
        expect((await paying(payee.accountNumber)).statusCode).toBe(200);
        expect((await paying(`9000000001${String(i).padStart(2, "0")}`)).statusCode).toBe(404);
      }
      const toSomeone = await paying(payee.accountNumber);
      const toNoOne = await paying("900000000120");
      expect([toSomeone.statusCode, toNoOne.statusCode]).toEqual([429, 429]);
      expect(toSomeone.json()).toEqual(toNoOne.json());
      expect((await lookUp(payer, `accountNumber=${payee.accountNumber}`)).statusCode).toBe(429);
      const byEmail = await initiate(t, payer, samplePayment({ email: payee.email }, { amount: 1 }));
      expect(byEmail.statusCode).toBe(429);
    });

    it("speaks the caller's language", async () => {
      const payer = await signedInCustomer(t, { language: "es" });
      const response = await lookUp(payer, "accountNumber=900000000002");
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Ninguna cuenta de Larkspur coincide");
    });
  });

  describe("initiate and verify", () => {
    it("moves the money at once on the right code, in one entry, and both sides see it and are mailed", async () => {
      const payer = await ada(100);
      const payee = await grace();
      const started = await initiate(
        t,
        payer,
        samplePayment({ accountNumber: payee.accountNumber }, { amount: 30.5 }),
      );
      expect(started.statusCode).toBe(200);
      const { transactionId } = started.json();
      expect(started.json()).toEqual({ message: "Verification email sent", transactionId });

      const codeMail = await outboxMail(
        t,
        payer.email,
        "Confirm your payment of $30.50 to Grace H.",
        transactionId,
      );
      expect(codeMail?.text).toContain(`Grace H. (Larkspur account ${payee.accountNumber})`);
      expect(await balanceOf(t, payer)).toBe(100);
      expect(await balanceOf(t, payee)).toBe(0);

      const otp = Number(await paymentCode(t, payer.email, transactionId));
      const verified = await verify(t, payer, { otp, transactionId });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: "Payment sent", transactionId, status: "Completed" });
      expect(await balanceOf(t, payer)).toBe(69.5);
      expect(await balanceOf(t, payee)).toBe(30.5);

      const { rows: entries } = await sql<{ kind: string; account_id: string; amount: string }>`
        select e.kind, p.account_id, p.amount::text from journal_entries e
        join movement_rows t on t.id = e.transfer_id join postings p on p.entry_id = e.id
        where t.transaction_id = ${transactionId} order by p.amount`.execute(t.ctx.db);
      const accountOf = async (customer: Customer) =>
        (
          await t.ctx.db
            .selectFrom("accounts")
            .select("id")
            .where("user_id", "=", customer.id)
            .executeTakeFirstOrThrow()
        ).id;
      expect(entries).toEqual([
        { kind: "payment", account_id: await accountOf(payer), amount: "-3050" },
        { kind: "payment", account_id: await accountOf(payee), amount: "3050" },
      ]);

      const [sent] = await rowsOf(payer);
      expect(sent).toMatchObject({
        transactionId,
        type: "Withdrawal",
        status: "Completed",
        amount: 30.5,
        description: "Dinner on Friday",
        transferOption: "Larkspur",
        counterparty: { name: "Grace H.", accountNumber: payee.accountNumber },
        bankDetails: null,
      });
      const received = await rowsOf(payee);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        type: "Deposit",
        status: "Completed",
        amount: 30.5,
        description: "Dinner on Friday",
        transferOption: "Larkspur",
        counterparty: { name: "Ada L.", accountNumber: payer.accountNumber },
        bankDetails: null,
      });

      const sentMail = await outboxMail(t, payer.email, "You sent $30.50 to Grace H.", transactionId);
      expect(sentMail?.text).toContain("Dinner on Friday");
      const receivedMail = await outboxMail(
        t,
        payee.email,
        "You received $30.50 from Ada L.",
        String(received[0]!.transactionId),
      );
      expect(receivedMail?.text).toContain(`Ada L. (Larkspur account ${payer.accountNumber}) paid $30.50`);
      expect(receivedMail?.text).toContain("Dinner on Friday");
    });

    it("takes the account number as a number too, or typed with spaces", async () => {
      const payer = await ada(10);
      const payee = await grace();
      const spaced = payee.accountNumber.replace(/(\d{4})(?=\d)/g, "$1 ");
      for (const accountNumber of [Number(payee.accountNumber), spaced]) {
        const response = await initiate(t, payer, {
          ...samplePayment({ accountNumber: "" }, { amount: 1 }),
          recipient: { accountNumber },
        });
        expect(response.statusCode).toBe(200);
      }
      const [latest] = await rowsOf(payer);
      expect(latest?.counterparty).toEqual({ name: "Grace H.", accountNumber: payee.accountNumber });
    });

    it("pays a customer named by e-mail address, and mails each side in their own language", async () => {
      const payer = await ada(50);
      const payee = await grace({ language: "es" });
      const { transactionId, otp } = await started(payer, { email: payee.email }, 20);
      expect((await verify(t, payer, { otp, transactionId })).statusCode).toBe(200);
      expect(await balanceOf(t, payee)).toBe(20);
      const [credit] = await rowsOf(payee);
      expect(await outboxMail(t, payee.email, "Ha recibido", String(credit!.transactionId))).toBeDefined();
    });

    it("refuses one's own account, an unknown one and a disabled one at initiate, and moves nothing", async () => {
      const payer = await ada(100);
      const disabled = await grace();
      await setStatus(disabled, "disabled");
      const cases = [
        [{ accountNumber: payer.accountNumber }, 400, "This is your own account"],
        [{ email: payer.email }, 400, "This is your own account"],
        [{ accountNumber: "900000000003" }, 404, "No Larkspur account matches"],
        [{ accountNumber: disabled.accountNumber }, 400, "This account cannot receive payments"],
      ] as const;
      for (const [recipient, status, message] of cases) {
        const response = await initiate(t, payer, samplePayment(recipient));
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toBe(message);
      }
      expect(await rowsOf(payer)).toHaveLength(1);
      expect(await balanceOf(t, payer)).toBe(100);
    });

    it("refuses at verify a recipient disabled since initiate, and moves nothing", async () => {
      const payer = await ada(100);
      const payee = await grace();
      const { transactionId, otp } = await started(payer, { accountNumber: payee.accountNumber });
      await setStatus(payee, "disabled");
      const response = await verify(t, payer, { otp, transactionId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("This account cannot receive payments");
      expect(await balanceOf(t, payer)).toBe(100);
      await setStatus(payee, "active");
      expect(await rowsOf(payee)).toEqual([]);
    });

    it("credits an account on hold: the hold stops money out, not money in", async () => {
      const payer = await ada(100);
      const payee = await grace();
      await t.ctx.db
        .updateTable("users")
        .set({ transfer_disabled: true })
        .where("id", "=", payee.id)
        .execute();
      const { transactionId, otp } = await started(payer, { accountNumber: payee.accountNumber }, 40);
      expect((await verify(t, payer, { otp, transactionId })).statusCode).toBe(200);
      expect(await balanceOf(t, payee)).toBe(40);

      const fromHeld = await initiate(t, payee, samplePayment({ accountNumber: payer.accountNumber }));
      expect(fromHeld.statusCode).toBe(403);
      expect(fromHeld.json().code).toBe("account_on_hold");
    });

    it("refuses more than the available balance at initiate", async () => {
      const payer = await ada(10);
      const payee = await grace();
      const response = await initiate(
        t,
        payer,
        samplePayment({ accountNumber: payee.accountNumber }, { amount: 10.01 }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("insufficient_balance");
    });

    it("refuses a body without a proper recipient", async () => {
      const payer = await ada(10);
      const payee = await grace();
      const bodies = [
        { amount: 5, description: "x", transferOption: "Larkspur" },
        samplePayment({ accountNumber: payee.accountNumber, email: payee.email }),
        samplePayment({ accountNumber: "12345" }),
        samplePayment({ email: "not-an-address" }),
        samplePayment({ accountNumber: payee.accountNumber }, { amount: 0 }),
      ];
      for (const body of bodies) {
        const response = await initiate(t, payer, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe("validation_error");
      }
    });

    it("spends a try on a wrong code and moves nothing; the right code still works", async () => {
      const payer = await ada(100);
      const payee = await grace();
      const { transactionId, otp } = await started(payer, { accountNumber: payee.accountNumber });
      const wrong = await verify(t, payer, { otp: otp === 999999 ? 100000 : otp + 1, transactionId });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: "invalid_code", message: "Wrong code. 4 tries left." });
      expect(await balanceOf(t, payer)).toBe(100);
      expect(await rowsOf(payee)).toEqual([]);
      expect((await verify(t, payer, { otp, transactionId })).statusCode).toBe(200);
    });

    it("moves nothing twice: replays of initiate and verify answer the first answer", async () => {
      const payer = await ada(100);
      const payee = await grace();
      const key = { "idempotency-key": randomUUID() };
      const body = samplePayment({ accountNumber: payee.accountNumber }, { amount: 10 });
      const first = await initiate(t, payer, body, key);
      const again = await initiate(t, payer, body, key);
      expect(again.json()).toEqual(first.json());
      expect(await rowsOf(payer)).toHaveLength(2);

      const reused = await initiate(t, payer, { ...body, amount: 11 }, key);
      expect(reused.statusCode).toBe(409);

      const { transactionId } = first.json();
      const otp = Number(await paymentCode(t, payer.email, transactionId));
      const verifyKey = { "idempotency-key": randomUUID() };
      const paid = await verify(t, payer, { otp, transactionId }, verifyKey);
      const replayed = await verify(t, payer, { otp, transactionId }, verifyKey);
      expect(paid.statusCode).toBe(200);
      expect(replayed.statusCode).toBe(200);
      expect(replayed.json()).toEqual(paid.json());
      expect(await balanceOf(t, payer)).toBe(90);
      expect(await balanceOf(t, payee)).toBe(10);
      expect(await rowsOf(payee)).toHaveLength(1);

      const fresh = await verify(t, payer, { otp, transactionId });
      expect(fresh.statusCode).toBe(409);
      expect(await balanceOf(t, payer)).toBe(90);
    });

    it("lets the payer cancel a payment before its code is entered", async () => {
      const payer = await ada(100);
      const payee = await grace();
      const { transactionId, otp } = await started(payer, { accountNumber: payee.accountNumber });
      expect((await cancel(t, payer, transactionId)).statusCode).toBe(200);
      expect((await verify(t, payer, { otp, transactionId })).statusCode).toBe(409);
      const [row] = await rowsOf(payer);
      expect(row).toMatchObject({ transactionId, status: "Cancelled", transferOption: "Larkspur" });
      expect(await balanceOf(t, payer)).toBe(100);
    });

    it("cancels a payment whose code expired, and mails the payer naming the recipient", async () => {
      const payer = await ada(100);
      const payee = await grace();
      const { transactionId, otp } = await started(payer, { accountNumber: payee.accountNumber });
      await sql`update movements set expires_at = now() - interval '1 second'
        where transaction_id = ${transactionId}`.execute(t.ctx.db);
      const late = await verify(t, payer, { otp, transactionId });
      expect(late.statusCode).toBe(400);
      expect((await rowsOf(payer))[0]).toMatchObject({ transactionId, status: "Cancelled" });
      const mail = await outboxMail(t, payer.email, "Payment of $30.00 to Grace H. cancelled", transactionId);
      expect(mail?.text).toContain(`Grace H. (Larkspur account ${payee.accountNumber})`);
      expect(await balanceOf(t, payer)).toBe(100);
      expect(await rowsOf(payee)).toEqual([]);
    });

    it("answers 403 for another customer's userId and 401 without a session, and moves nothing", async () => {
      const payer = await ada(100);
      const intruder = await quickCustomer(t);
      const payee = await grace();
      const { transactionId, otp } = await started(payer, { accountNumber: payee.accountNumber });
      const asIntruder = { ...payer, token: intruder.token };
      expect(
        (await initiate(t, asIntruder, samplePayment({ accountNumber: payee.accountNumber }))).statusCode,
      ).toBe(403);
      expect((await verify(t, asIntruder, { otp, transactionId })).statusCode).toBe(403);
      const signedOut = await t.app.inject({
        method: "POST",
        url: `/api/transaction/verify/${payer.id}`,
        payload: { otp, transactionId },
      });
      expect(signedOut.statusCode).toBe(401);
      expect(await balanceOf(t, payer)).toBe(100);
      expect(await rowsOf(payee)).toEqual([]);
    });
  });
});
