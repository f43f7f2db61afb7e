import { codeIn } from "@larkspur/test-kit/mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, login, signedInCustomer, uniqueEmail } from "./support/customers";
import { type Customer, operator, outboxMail, quickCustomer } from "./support/money";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const codeSubject = "Confirm your new Larkspur e-mail address";
const sentMessage = (address: string) => `We sent a code to ${address}. Enter it to finish the change.`;

const put = (customer: Customer, payload: object, token = customer.token) =>
  t.app.inject({ method: "PUT", url: `/api/user/${customer.id}`, headers: bearer(token), payload });
const confirm = (customer: Customer, otp: unknown, token = customer.token) =>
  t.app.inject({
    method: "POST",
    url: `/api/user/${customer.id}/email/verify`,
    headers: bearer(token),
    payload: { otp },
  });
const me = async (token: string) => t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) });

async function codeSentTo(address: string): Promise<string> {
  const mail = await outboxMail(t, address, codeSubject);
  if (!mail) throw new Error(`no code mailed to ${address}`);
  return codeIn(mail.text);
}

const wrongCodeFor = (code: string) => String(((Number(code) - 100000 + 1) % 900000) + 100000);

describe("changing one's e-mail address", () => {
  it("saves the other fields, keeps the old address and mails a code to the new one", async () => {
    const customer = await signedInCustomer(t);
    const newEmail = uniqueEmail("moving");
    const response = await put(customer, {
      email: newEmail.toUpperCase(),
      occupation: "Pilot",
      phone: "+1 555 0199",
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: sentMessage(newEmail) });

    const user = (await me(customer.token)).json();
    expect(user).toMatchObject({ email: customer.email, occupation: "Pilot", phone: "+1 555 0199" });
    const code = await codeSentTo(newEmail);
    const rows = await t.ctx.db
      .selectFrom("verifications")
      .selectAll()
      .where("user_id", "=", customer.id)
      .where("purpose", "=", "email_change")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject_id).toBe(newEmail);
    expect(rows[0]!.secret_hash).not.toContain(code);
    expect(await outboxMail(t, customer.email, "Your Larkspur e-mail address was changed")).toBeUndefined();
    await expect(login(t, newEmail, customer.password)).rejects.toThrow();
    await login(t, customer.email, customer.password);
  });

  it("switches the address with the code, ends the other sessions and tells the old address", async () => {
    const customer = await signedInCustomer(t);
    const elsewhere = await login(t, customer.email, customer.password);
    const newEmail = uniqueEmail("moved");
    expect((await put(customer, { email: newEmail })).statusCode).toBe(202);
    const code = await codeSentTo(newEmail);

    const wrong = await confirm(customer, Number(wrongCodeFor(code)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("invalid_code");
    expect((await me(customer.token)).json().email).toBe(customer.email);

    const right = await confirm(customer, Number(code));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ _id: customer.id, email: newEmail });
    expect((await me(customer.token)).json().email).toBe(newEmail);

    const ended = await me(elsewhere.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe("Token is not valid!");

    const notice = await outboxMail(t, customer.email, "Your Larkspur e-mail address was changed");
    expect(notice?.text).toContain(newEmail);
    await login(t, newEmail, customer.password);
    await expect(login(t, customer.email, customer.password)).rejects.toThrow();

    expect((await confirm(customer, Number(code))).statusCode).toBe(400);
  });

  it("answers an address already in use alike, and sends it no code", async () => {
    const customer = await signedInCustomer(t);
    const owner = await quickCustomer(t);
    const response = await put(customer, { email: owner.email, firstName: "Grace" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: sentMessage(owner.email) });
    expect((await me(customer.token)).json()).toMatchObject({ email: customer.email, firstName: "Grace" });
    expect(await outboxMail(t, owner.email, codeSubject)).toBeUndefined();
    const rows = await t.ctx.db
      .selectFrom("verifications")
      .select("id")
      .where("user_id", "=", customer.id)
      .where("purpose", "=", "email_change")
      .execute();
    expect(rows).toHaveLength(0);
    expect((await confirm(customer, 123456)).statusCode).toBe(400);
  });

  it("ties a code to its address: asking for another address makes the earlier code useless", async () => {
    const customer = await signedInCustomer(t);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await put(customer, { email: first });
    const firstCode = await codeSentTo(first);
    await put(customer, { email: second });
    const secondCode = await codeSentTo(second);
    if (firstCode !== secondCode) expect((await confirm(customer, firstCode)).statusCode).toBe(400);
    const done = await confirm(customer, secondCode);
    expect(done.statusCode).toBe(200);
    expect(done.json().email).toBe(second);
  });

  it("does not take a code meant for something else", async () => {
    const customer = await signedInCustomer(t);
    const signupMail = await outboxMail(t, customer.email, "Your Larkspur verification code");
    const response = await confirm(customer, codeIn(signupMail!.text));
    expect(response.statusCode).toBe(400);
    expect((await me(customer.token)).json().email).toBe(customer.email);
  });

  it("leaves an unchanged address as it is and answers the saved user", async () => {
    const customer = await signedInCustomer(t);
    const response = await put(customer, { email: customer.email, occupation: "Baker" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: customer.email, occupation: "Baker" });
  });

  it("lets only the owner confirm: another customer and staff get 403", async () => {
    const customer = await signedInCustomer(t);
    const newEmail = uniqueEmail("owned");
    await put(customer, { email: newEmail });
    const code = await codeSentTo(newEmail);
    const other = await quickCustomer(t);
    const staff = await operator(t);
    expect((await confirm(customer, code, other.token)).statusCode).toBe(403);
    expect((await confirm(customer, code, staff.token)).statusCode).toBe(403);
    expect((await me(customer.token)).json().email).toBe(customer.email);
  });

  it("refuses a malformed code with 400 and a missing session with 401", async () => {
    const customer = await quickCustomer(t);
    const malformed = await confirm(customer, "12ab56");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("validation_error");
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/user/${customer.id}/email/verify`,
      payload: { otp: 123456 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
