import { texts } from "@larkspur/shared/texts";
import { sampleInternationalTransfer, samplePayee, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { signedInCustomer } from "./support/customers";
import {
  type Customer,
  fund,
  fundedCustomer,
  history,
  initiate,
  operator,
  outboxMail,
  type Staff,
  transferCode,
} from "./support/money";

describe("POST /api/transaction/initiate/{userId}", () => {
  let t: TestApp;
  let staff: Staff;
  let customer: Customer;
  beforeAll(async () => {
    t = await build();
    staff = await operator(t);
    customer = await fundedCustomer(t, staff, 1000);
  });
  afterAll(() => t.close());

  const countTransfers = async (userId: string) =>
    Number(
      (
        await t.ctx.db
          .selectFrom("movement_rows")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("user_id", "=", userId)
          .where("type", "=", "Withdrawal")
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("creates an Unconfirmed transfer with a server-made id and time, and mails a code naming amount and payee", async () => {
    const before = Date.now();
    const response = await initiate(
      t,
      customer,
      sampleTransfer({
        amount: 12.5,
        transactionId: "1700000000000",
        dateTime: "1999-01-01T00:00:00Z",
        user: "someone-else",
        email: "attacker@example.com",
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ message: texts.verificationEmailSent, transactionId: expect.any(String) });
    expect(body.transactionId).not.toBe("1700000000000");
    expect(body.transactionId).toMatch(/^\d{19}$/);

    const [item] = (await history(t, customer)).json();
    expect(item).toMatchObject({
      transactionId: body.transactionId,
      type: "Withdrawal",
      status: "Unconfirmed",
      amount: 12.5,
      description: "Rent for May",
      transferOption: "Local",
      bankDetails: samplePayee,
    });
    expect(Date.parse(item.dateTime)).toBeGreaterThanOrEqual(before - 1000);

    const code = await transferCode(t, customer.email, body.transactionId);
    expect(code).toMatch(/^[1-9]\d{5}$/);
    const mail = await outboxMail(t, customer.email, "Confirm your transfer", body.transactionId);
    expect(mail?.subject).toBe("Confirm your transfer of $12.50");
    expect(mail?.text).toContain("$12.50 to Charles Babbage at First Analytical Bank");
  });

  it("accepts an International transfer with routing number, Swift code and a listed country", async () => {
    const response = await initiate(t, customer, sampleInternationalTransfer({ amount: 40 }));
    expect(response.statusCode).toBe(200);
    const [item] = (await history(t, customer)).json();
    expect(item.transferOption).toBe("International");
    expect(item.bankDetails).toEqual({
      accountName: "Emmy Noether",
      accountNumber: "DE89370400440532013000",
      bankName: "Nordbank",
      accountType: "Current account",
      routingNumber: "37040044",
      swiftCode: "COBADEFFXXX",
      country: "Germany",
    });
  });

  it("answers 401 without a token and 403 for someone else's account", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/transaction/initiate/${customer.id}`,
      payload: sampleTransfer(),
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await signedInCustomer(t);
    const response = await initiate(t, { ...other, id: customer.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("forbidden");
    // Staff may read a customer's history, but never send their money.
    const asStaff = await initiate(t, { ...customer, token: staff.token });
    expect(asStaff.statusCode).toBe(403);
  });

  it("refuses an account on hold with the text the customer sees", async () => {
    const held = await signedInCustomer(t);
    await fund(t, staff, held, 50);
    await t.ctx.db.updateTable("users").set({ transfer_disabled: true }).where("id", "=", held.id).execute();
    const response = await initiate(t, held);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: texts.accountOnHold, code: "account_on_hold" });
    expect(await countTransfers(held.id)).toBe(0);
  });

  it("refuses more than the available balance with the text the customer sees", async () => {
    const poor = await signedInCustomer(t);
    await fund(t, staff, poor, 10);
    const response = await initiate(t, poor, sampleTransfer({ amount: 10.01 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: texts.insufficientBalance, code: "insufficient_balance" });
    expect((await initiate(t, poor, sampleTransfer({ amount: 10 }))).statusCode).toBe(200);
  });

  it.each([
    [0, "Amount must be more than 0"],
    [-5, "Amount must be more than 0"],
    [1.005, "Amount can have at most 2 decimals"],
    [1_000_000.01, "Amount can be at most 1,000,000 dollars"],
    ["25", "Amount is required"],
  ])("refuses the amount %s", async (amount, message) => {
    const response = await initiate(t, customer, sampleTransfer({ amount }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: "validation_error" });
  });

  it("takes exactly 1,000,000 as a valid amount (then refused for the balance, not the size)", async () => {
    const response = await initiate(t, customer, sampleTransfer({ amount: 1_000_000 }));
    expect(response.json().code).toBe("insufficient_balance");
  });

  const withBank = (changes: Record<string, unknown>, base = sampleTransfer()) => ({
    ...base,
    bankDetails: { ...base.bankDetails, ...changes },
  });

  it.each([
    ["no description", sampleTransfer({ description: "  " }), "Description is required"],
    [
      "a long description",
      sampleTransfer({ description: "x".repeat(141) }),
      "Description must be at most 140 characters",
    ],
    ["no account name", withBank({ accountName: undefined }), "Account name is required"],
    ["no account number", withBank({ accountNumber: "" }), "Account number is required"],
    [
      "a long account number",
      withBank({ accountNumber: "1".repeat(35) }),
      "Account number must be at most 34 characters",
    ],
    ["no bank name", withBank({ bankName: undefined }), "Bank name is required"],
    ["an unknown account type", withBank({ accountType: "Piggy bank" }), "Choose an account type"],
    [
      "an unknown transfer option",
      sampleTransfer({ transferOption: "Sideways" }),
      "Choose Local, International or Larkspur",
    ],
    ["no bank details", sampleTransfer({ bankDetails: undefined }), undefined],
    ["Local without routing number", withBank({ routingNumber: undefined }), "Routing number is required"],
    [
      "Local with an 8-digit routing number",
      withBank({ routingNumber: "02100002" }),
      "A US routing number has 9 digits",
    ],
    [
      "Local with a routing number failing the ABA checksum",
      withBank({ routingNumber: "021000022" }),
      "This US routing number is not valid: check it for typing mistakes",
    ],
    [
      "International without routing number",
      withBank({ routingNumber: undefined }, sampleInternationalTransfer()),
      "Routing number is required",
    ],
    [
      "International without Swift code",
      withBank({ swiftCode: undefined }, sampleInternationalTransfer()),
      "Swift code is required",
    ],
    [
      "a 9-character Swift code",
      withBank({ swiftCode: "COBADEFFX" }, sampleInternationalTransfer()),
      "Enter a Swift (BIC) code of 8 or 11 characters",
    ],
    [
      "an unlisted country",
      withBank({ country: "Atlantis" }, sampleInternationalTransfer()),
      "Choose a country from the list",
    ],
    [
      "International without country",
      withBank({ country: undefined }, sampleInternationalTransfer()),
      "Choose a country from the list",
    ],
  ])("refuses %s", async (_case, body, message) => {
    const before = await countTransfers(customer.id);
    const response = await initiate(t, customer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("validation_error");
    if (message) expect(response.json().message).toBe(message);
    expect(await countTransfers(customer.id)).toBe(before);
  });

  it("takes an 8-character Swift code in lower case and stores it upper case", async () => {
    const response = await initiate(
      t,
      customer,
      withBank({ swiftCode: "cobadeff" }, sampleInternationalTransfer()),
    );
    expect(response.statusCode).toBe(200);
    expect((await history(t, customer)).json()[0].bankDetails.swiftCode).toBe("COBADEFF");
  });

  describe("idempotency", () => {
    it("answers a repeat with the same Idempotency-Key with the first answer and creates nothing", async () => {
      const before = await countTransfers(customer.id);
      const headers = { "idempotency-key": "wizard-confirm-1" };
      const first = await initiate(t, customer, sampleTransfer({ amount: 3 }), headers);
      const again = await initiate(t, customer, sampleTransfer({ amount: 3, dateTime: "later" }), headers);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await countTransfers(customer.id)).toBe(before + 1);
    });

    it("answers 409 when the same key comes with a different body", async () => {
      const headers = { "idempotency-key": "wizard-confirm-2" };
      expect((await initiate(t, customer, sampleTransfer({ amount: 4 }), headers)).statusCode).toBe(200);
      const changed = await initiate(t, customer, sampleTransfer({ amount: 5 }), headers);
      expect(changed.statusCode).toBe(409);
      expect(changed.json().code).toBe("idempotency_conflict");
    });

    it("uses the body's transactionId as the key when no header is sent", async () => {
      const before = await countTransfers(customer.id);
      const body = sampleTransfer({ amount: 6, transactionId: "1714000000123" });
      const first = await initiate(t, customer, body);
      const again = await initiate(t, customer, body);
      expect(again.json()).toEqual(first.json());
      expect(await countTransfers(customer.id)).toBe(before + 1);
      const changed = await initiate(t, customer, { ...body, description: "Something else" });
      expect(changed.statusCode).toBe(409);
    });

    it("keeps keys per customer, so two customers may use the same one", async () => {
      const other = await signedInCustomer(t);
      await fund(t, staff, other, 10);
      const headers = { "idempotency-key": "shared-key" };
      const mine = await initiate(t, customer, sampleTransfer({ amount: 1 }), headers);
      const theirs = await initiate(t, other, sampleTransfer({ amount: 1 }), headers);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().transactionId).not.toBe(mine.json().transactionId);
    });

    it("does not keep a refused request, so it can succeed once the balance allows", async () => {
      const saver = await signedInCustomer(t);
      const headers = { "idempotency-key": "after-payday" };
      expect((await initiate(t, saver, sampleTransfer({ amount: 5 }), headers)).statusCode).toBe(400);
      await fund(t, staff, saver, 5);
      expect((await initiate(t, saver, sampleTransfer({ amount: 5 }), headers)).statusCode).toBe(200);
    });
  });
});
