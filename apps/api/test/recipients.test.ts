import { randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import { samplePayee, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, mailTo } from "./support/customers";
import { settleJobs } from "./support/jobs";
import { type Customer, initiate, quickCustomer } from "./support/money";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const germanAccount = {
  accountName: "Emmy Noether",
  accountNumber: "DE89 3704 0044 0532 0130 00",
  bankName: "Nordbank",
  accountType: "Current account",
  routingNumber: "37040044",
  swiftCode: "cobadeffxxx",
  country: "Germany",
};
const usAccount = {
  accountName: "Grace Hopper",
  accountNumber: "000123456789",
  bankName: "Harbor Savings",
  accountType: "Checking account",
  routingNumber: "021000021",
  swiftCode: "CHASUS33",
  country: "United States",
};

const add = (owner: Customer, body: unknown, headers: Record<string, string> = {}, userId = owner.id) =>
  t.app.inject({
    method: "POST",
    url: `/api/recipients/${userId}`,
    headers: { ...bearer(owner.token), ...headers },
    payload: body as object,
  });
const list = (owner: Customer, userId = owner.id) =>
  t.app.inject({ method: "GET", url: `/api/recipients/${userId}`, headers: bearer(owner.token) });
const remove = (owner: Customer, recipientId: string, userId = owner.id) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/recipients/${userId}/${recipientId}`,
    headers: bearer(owner.token),
  });
const completeness = (owner: Customer) =>
  t.app.inject({
    method: "GET",
    url: `/api/user/${owner.id}/profile-completeness`,
    headers: bearer(owner.token),
  });
const speak = (owner: Customer, language: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/user/${owner.id}/settings`,
    headers: bearer(owner.token),
    payload: { language },
  });
const savedCount = async (owner: Customer) =>
  (await t.ctx.db.selectFrom("recipients").select("id").where("user_id", "=", owner.id).execute()).length;

async function graceHopper(): Promise<Customer> {
  const grace = await quickCustomer(t);
  await t.ctx.db
    .updateTable("users")
    .set({ first_name: "Grace", last_name: "hopper" })
    .where("id", "=", grace.id)
    .execute();
  return grace;
}

describe("saving bank accounts", () => {
  it("saves a local account and lists it, newest first, with its number masked", async () => {
    const owner = await quickCustomer(t);
    const local = await add(owner, { type: "Local", bankDetails: samplePayee });
    expect(local.statusCode).toBe(201);
    expect(local.json()).toEqual({
      recipientId: expect.any(String),
      type: "Local",
      name: "Charles Babbage",
      accountNumber: "0123456789",
      maskedAccountNumber: "•••• 6789",
      bankDetails: samplePayee,
      createdAt: expect.any(String),
    });
    const international = await add(owner, { type: "International", bankDetails: germanAccount });
    expect(international.statusCode).toBe(201);
    expect(international.json()).toMatchObject({
      accountNumber: "DE89370400440532013000",
      maskedAccountNumber: "•••• 3000",
      bankDetails: { accountNumber: "DE89370400440532013000", swiftCode: "COBADEFFXXX" },
    });

    const listed = await list(owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().recipients.map((r: { recipientId: string }) => r.recipientId)).toEqual([
      international.json().recipientId,
      local.json().recipientId,
    ]);
  });

  it("takes a US account whose routing number passes the ABA checksum", async () => {
    const owner = await quickCustomer(t);
    const response = await add(owner, { type: "International", bankDetails: usAccount });
    expect(response.statusCode).toBe(201);
    expect(response.json().bankDetails.routingNumber).toBe("021000021");
  });

  it("e-mails the owner in their language, the number masked", async () => {
    const owner = await quickCustomer(t);
    await speak(owner, "es");
    expect((await add(owner, { type: "International", bankDetails: germanAccount })).statusCode).toBe(201);
    await settleJobs(t);
    const [mail] = await mailTo(t, owner.email);
    expect(mail?.subject).toBe("Se añadió un destinatario a su cuenta de Larkspur");
    expect(mail?.text).toContain("Emmy Noether (•••• 3000)");
    expect(mail?.text).toContain("http://larkspur.test/payment-methods");
    expect(mail?.text).not.toContain("DE89370400440532013000");
  });

  it("refuses the same account twice", async () => {
    const owner = await quickCustomer(t);
    expect((await add(owner, { type: "Local", bankDetails: samplePayee })).statusCode).toBe(201);
    const again = await add(owner, {
      type: "Local",
      bankDetails: { ...samplePayee, accountNumber: "0123-456 789", accountName: "C. Babbage" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This recipient is already saved.", code: "conflict" });
    expect(await savedCount(owner)).toBe(1);
  });

  it("saves one of two identical requests racing, and mails once", async () => {
    const owner = await quickCustomer(t);
    const answers = await Promise.all([
      add(owner, { type: "International", bankDetails: germanAccount }),
      add(owner, { type: "International", bankDetails: germanAccount }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await savedCount(owner)).toBe(1);
    await settleJobs(t);
    expect(await mailTo(t, owner.email)).toHaveLength(1);
  });

  it(`keeps at most ${limits.recipientsMax} recipients`, async () => {
    const owner = await quickCustomer(t);
    await t.ctx.db
      .insertInto("recipients")
      .values(
        Array.from({ length: limits.recipientsMax }, (_, index) => ({
          id: randomUUID(),
          user_id: owner.id,
          type: "Local" as const,
          name: "Charles Babbage",
          account_number: `${index}`,
          bank_details: JSON.stringify({ ...samplePayee, accountNumber: `${index}` }),
          dedupe_key: `Local|${index}`,
        })),
      )
      .execute();
    const response = await add(owner, { type: "Local", bankDetails: samplePayee });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `You can save at most ${limits.recipientsMax} recipients. Remove one first.`,
    );
    expect(await savedCount(owner)).toBe(limits.recipientsMax);
  });
});

describe("bank numbers that do not check out", () => {
  const cases: [string, unknown, string][] = [
    [
      "an IBAN with a wrong check digit",
      { type: "International", bankDetails: { ...germanAccount, accountNumber: "DE89370400440532013001" } },
      "This IBAN is not valid: check it for typing mistakes",
    ],
    [
      "an IBAN of the wrong length, on a local account",
      { type: "Local", bankDetails: { ...samplePayee, accountNumber: "GB82 WEST 1234 5698 7654 3" } },
      "This IBAN is not valid: check it for typing mistakes",
    ],
    [
      "a BIC naming no country",
      { type: "International", bankDetails: { ...germanAccount, swiftCode: "COBAXXFF" } },
      "This Swift (BIC) code is not valid: check its bank and country letters",
    ],
    [
      "a US routing number failing the ABA checksum",
      { type: "International", bankDetails: { ...usAccount, routingNumber: "021000022" } },
      "This US routing number is not valid: check it for typing mistakes",
    ],
    [
      "a US routing number that is not 9 digits",
      { type: "International", bankDetails: { ...usAccount, routingNumber: "0210000" } },
      "A US routing number has 9 digits",
    ],
  ];

  for (const [what, body, message] of cases) {
    it(`answers 400 for ${what} and saves nothing`, async () => {
      const owner = await quickCustomer(t);
      const response = await add(owner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: "validation_error" });
      expect(await savedCount(owner)).toBe(0);
      await settleJobs(t);
      expect(await mailTo(t, owner.email)).toEqual([]);
    });
  }

  it("says so in the caller's language", async () => {
    const owner = await quickCustomer(t);
    await speak(owner, "ru");
    const response = await add(owner, {
      type: "International",
      bankDetails: { ...usAccount, routingNumber: "021000022" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Этот маршрутный номер банка США недействителен: проверьте, нет ли опечаток",
    );
  });

  it("applies to transfers too: initiate refuses a bad IBAN and starts nothing", async () => {
    const owner = await quickCustomer(t);
    const response = await initiate(
      t,
      owner,
      sampleTransfer({
        transferOption: "International",
        bankDetails: { ...germanAccount, accountNumber: "DE89370400440532013001" },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("This IBAN is not valid: check it for typing mistakes");
    const transfers = await t.ctx.db
      .selectFrom("movement_rows")
      .select("id")
      .where("user_id", "=", owner.id)
      .execute();
    expect(transfers).toEqual([]);
  });

  it("refuses fields it does not list, and a type it does not know", async () => {
    const owner = await quickCustomer(t);
    const extra = await add(owner, { type: "Local", bankDetails: samplePayee, name: "Someone else" });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe(
      'Unknown field "name": send only "type" with "accountNumber" or "email", or with "bankDetails"',
    );
    const unknownType = await add(owner, { type: "Card", bankDetails: samplePayee });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toBe("Choose Larkspur, Local or International");
    expect(await savedCount(owner)).toBe(0);
  });
});

describe("saving Larkspur customers", () => {
  it("finds the customer by account number or e-mail and names them by first name and last initial", async () => {
    const owner = await quickCustomer(t);
    const grace = await graceHopper();
    const byNumber = await add(owner, { type: "Larkspur", accountNumber: grace.accountNumber });
    expect(byNumber.statusCode).toBe(201);
    expect(byNumber.json()).toMatchObject({
      type: "Larkspur",
      name: "Grace H.",
      accountNumber: grace.accountNumber,
      maskedAccountNumber: `•••• ${grace.accountNumber.slice(-4)}`,
      bankDetails: null,
    });
    const asNumber = await add(owner, { type: "Larkspur", accountNumber: Number(grace.accountNumber) });
    expect(asNumber.statusCode).toBe(409);
    const byEmail = await add(owner, { type: "Larkspur", email: grace.email.toUpperCase() });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().code).toBe("conflict");
  });

  it("refuses the owner's own account and an account no one holds", async () => {
    const owner = await quickCustomer(t);
    const own = await add(owner, { type: "Larkspur", accountNumber: owner.accountNumber });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe("This is your own account");
    const nobody = await add(owner, { type: "Larkspur", email: "nobody.here@example.com" });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe("No Larkspur account matches");
    const staffMember = await quickCustomer(t);
    await t.ctx.db.updateTable("users").set({ role: "operator" }).where("id", "=", staffMember.id).execute();
    expect((await add(owner, { type: "Larkspur", email: staffMember.email })).statusCode).toBe(404);
    expect(await savedCount(owner)).toBe(0);
  });

  it("counts each save among the owner's payee look-ups, 20 an hour", async () => {
    const owner = await quickCustomer(t);
    const grace = await graceHopper();
    for (let lookup = 0; lookup < 20; lookup++) {
      const found = await t.app.inject({
        method: "GET",
        url: `/api/payees/lookup?accountNumber=${grace.accountNumber}`,
        headers: bearer(owner.token),
      });
      expect(found.statusCode).toBe(200);
    }
    const refused = await add(owner, { type: "Larkspur", accountNumber: grace.accountNumber });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
    expect(await savedCount(owner)).toBe(0);
  });

  it("refuses a customer whose account cannot receive payments", async () => {
    const owner = await quickCustomer(t);
    const grace = await graceHopper();
    await t.ctx.db.updateTable("users").set({ status: "disabled" }).where("id", "=", grace.id).execute();
    const response = await add(owner, { type: "Larkspur", email: grace.email });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("This account cannot receive payments");
    expect(await savedCount(owner)).toBe(0);
  });

  it("needs exactly one of account number and e-mail", async () => {
    const owner = await quickCustomer(t);
    const grace = await graceHopper();
    for (const body of [
      { type: "Larkspur" },
      { type: "Larkspur", accountNumber: grace.accountNumber, email: grace.email },
    ]) {
      const response = await add(owner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Give the recipient's account number or email address");
    }
  });
});

describe("removing and whose recipients they are", () => {
  it("removes the owner's recipient once", async () => {
    const owner = await quickCustomer(t);
    const { recipientId } = (await add(owner, { type: "Local", bankDetails: samplePayee })).json();
    const removed = await remove(owner, recipientId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: "Recipient removed" });
    expect((await list(owner)).json()).toEqual({ recipients: [] });
    const again = await remove(owner, recipientId);
    expect(again.statusCode).toBe(404);
    expect((await remove(owner, "not-a-uuid")).statusCode).toBe(404);
  });

  it("keeps another customer out of them", async () => {
    const owner = await quickCustomer(t);
    const intruder = await quickCustomer(t);
    const { recipientId } = (await add(owner, { type: "Local", bankDetails: samplePayee })).json();

    expect((await list(intruder, owner.id)).statusCode).toBe(403);
    expect((await add(intruder, { type: "Local", bankDetails: samplePayee }, {}, owner.id)).statusCode).toBe(
      403,
    );
    expect((await remove(intruder, recipientId, owner.id)).statusCode).toBe(403);
    // Through their own path, another owner's recipient is no one's.
    const throughOwnPath = await remove(intruder, recipientId);
    expect(throughOwnPath.statusCode).toBe(404);
    expect(throughOwnPath.json().message).toBe("No such recipient.");

    const listed = (await list(owner)).json().recipients;
    expect(listed.map((r: { recipientId: string }) => r.recipientId)).toEqual([recipientId]);
    expect((await list(intruder)).json()).toEqual({ recipients: [] });
  });

  it("answers 401 without a session", async () => {
    const owner = await quickCustomer(t);
    const response = await t.app.inject({ method: "GET", url: `/api/recipients/${owner.id}` });
    expect(response.statusCode).toBe(401);
  });
});

describe("profile completeness", () => {
  it("is a quarter each for mobile, e-mail, card and a saved bank account", async () => {
    const owner = await quickCustomer(t);
    expect((await completeness(owner)).json()).toEqual({
      percent: 50,
      mobile: true,
      email: true,
      card: false,
      bankAccount: false,
    });

    const grace = await graceHopper();
    expect((await add(owner, { type: "Larkspur", accountNumber: grace.accountNumber })).statusCode).toBe(201);
    expect((await completeness(owner)).json().percent).toBe(50);

    const { recipientId } = (await add(owner, { type: "Local", bankDetails: samplePayee })).json();
    expect((await completeness(owner)).json()).toMatchObject({ percent: 75, bankAccount: true });

    await remove(owner, recipientId);
    expect((await completeness(owner)).json()).toMatchObject({ percent: 50, bankAccount: false });
  });

  it("counts a phone only when there is one", async () => {
    const owner = await quickCustomer(t);
    await t.ctx.db.updateTable("users").set({ phone: "" }).where("id", "=", owner.id).execute();
    expect((await completeness(owner)).json()).toMatchObject({ percent: 25, mobile: false });
  });

  it("is the owner's alone", async () => {
    const owner = await quickCustomer(t);
    const other = await quickCustomer(t);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/user/${owner.id}/profile-completeness`,
      headers: bearer(other.token),
    });
    expect(response.statusCode).toBe(403);
  });
});
