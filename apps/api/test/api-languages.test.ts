import type { Locale } from "@larkspur/shared/locales";
import { codeIn, devMailbox, waitForMail } from "@larkspur/test-kit/mail";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translateValidation } from "../src/lib/validation-texts";
import { build, type TestApp } from "./support/build";
import { bearer, mailTo, registration, signedInCustomer, sqlOf } from "./support/customers";
import { fund, initiate, operator, outboxMail } from "./support/money";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const signIn = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload, headers });

const saveLanguage = async (customer: { id: string; token: string }, language: string) => {
  const response = await t.app.inject({
    method: "PUT",
    url: `/api/user/${customer.id}/settings`,
    headers: bearer(customer.token),
    payload: { language },
  });
  expect(response.statusCode).toBe(200);
};

describe("error messages when signed out follow Accept-Language", () => {
  it("answers a wrong sign-in in Russian, with the same code", async () => {
    const response = await signIn(
      { email: "nobody@example.com", password: "not the password" },
      { "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Неверные учётные данные", code: "wrong_credentials" });
  });

  it("translates a validation message with its field and limit", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "accept-language": "ru" },
      payload: registration({ lastName: "L".repeat(51) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Поле «Фамилия» может содержать не более 50 символов",
      code: "validation_error",
    });
  });

  it.each([
    ["ru", "Enter your current password", "Введите текущий пароль"],
    ["es", "Description is required", "El campo «Descripción» es obligatorio"],
    ["zh-CN", "Amount can be at most 1,000,000 dollars", "“金额”最多为 1,000,000 美元"],
    ["ru", "A message no catalogue knows", "A message no catalogue knows"],
  ])("reads the shared schemas' English back in %s: %s", (locale, english, translated) => {
    expect(translateValidation(locale as Locale, english)).toBe(translated);
  });

  it.each([
    ["es-MX,es;q=0.9", "No hay nada en esta dirección."],
    ["zh-CN", "此地址没有任何内容。"],
    ["fr-FR", "There is nothing at this address."],
    ["en;q=0.2, ru;q=0.8", "По этому адресу ничего нет."],
  ])("answers an unknown address for %s", async (header, message) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/nowhere",
      headers: { "accept-language": header },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message, code: "not_found" });
  });

  it("keeps the English texts word for word without a header", async () => {
    const response = await signIn({ email: "nobody@example.com", password: "not the password" });
    expect(response.json()).toEqual({ message: "Wrong credentials", code: "wrong_credentials" });
  });
});

describe("error messages when signed in follow the saved language", () => {
  it("answers a Spanish customer in Spanish, whatever the browser asks for", async () => {
    const customer = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    await saveLanguage(customer, "es");
    const headers = { ...bearer(customer.token), "accept-language": "ru" };

    const forbidden = await t.app.inject({
      method: "PUT",
      url: `/api/user/${other.id}/settings`,
      headers,
      payload: { language: "ru" },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: "Solo puede acceder a su propia cuenta.",
      code: "forbidden",
    });

    const invalid = await t.app.inject({
      method: "POST",
      url: `/api/transaction/initiate/${customer.id}`,
      headers,
      payload: sampleTransfer({ amount: 10.123 }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("El importe puede tener como máximo 2 decimales");

    const tooMuch = await initiate(t, customer, sampleTransfer({ amount: 5 }), { "accept-language": "ru" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      message: "Saldo insuficiente. Recargue el saldo de su cuenta.",
      code: "insufficient_balance",
    });
  });

  it("shows a Chinese customer's hold reason in Chinese", async () => {
    const staff = await operator(t);
    const customer = await signedInCustomer(t, { language: "zh-CN" });
    const hold = await t.app.inject({
      method: "PUT",
      url: `/api/admin/customers/${customer.id}`,
      headers: bearer(staff.token),
      payload: { transferDisabled: true, reason: "Checks" },
    });
    expect(hold.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(customer.token) });
    expect(me.json()).toMatchObject({
      accountStatus: "on_hold",
      holdReason: "我们的团队已暂停您账户的转出交易。",
    });
  });
});

describe("e-mails in the recipient's language", () => {
  it("sends the sign-up code in Spanish to a customer who chose Spanish, and the code works", async () => {
    const body = registration({ language: "es" });
    const registered = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: body });
    expect(registered.statusCode).toBe(201);
    const mail = await waitForMail(devMailbox(sqlOf(t)), { to: body.email });
    expect(mail.subject).toBe("Su código de verificación de Larkspur");
    expect(mail.text).toContain("Hola, Ada:");
    expect(mail.text).toContain("Introduzca este código para confirmar su dirección de correo electrónico.");
    expect(mail.text).toContain("Caduca en 10 minutos.");
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/auth/verify",
      payload: { email: body.email, otp: Number(codeIn(mail.text)) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it("writes a transfer's mail in the owner's saved language, amount and plural included", async () => {
    const staff = await operator(t);
    const customer = await signedInCustomer(t);
    await saveLanguage(customer, "ru");
    await fund(t, staff, customer, 2000);
    const started = await initiate(t, customer, sampleTransfer({ amount: 1250 }));
    expect(started.statusCode).toBe(200);
    const { transactionId } = started.json();
    const mail = await outboxMail(t, customer.email, "Подтвердите перевод", transactionId);
    expect(mail?.subject).toBe("Подтвердите перевод на сумму 1\u00a0250,00\u00a0$");
    expect(mail?.text).toContain("получателю Charles Babbage, First Analytical Bank");
    expect(mail?.text).toContain("действует 10 минут.");
  });

  it("keeps English mail word for word for English customers", async () => {
    const body = registration();
    await t.app.inject({ method: "POST", url: "/api/auth/register", payload: body });
    await waitForMail(devMailbox(sqlOf(t)), { to: body.email });
    const [mail] = await mailTo(t, body.email);
    expect(mail!.subject).toBe("Your Larkspur verification code");
    expect(mail!.text).toMatch(
      /^Hello Ada,\n\nWelcome to Larkspur\. Enter this code to confirm your e-mail address\.\n\nIt expires in 10 minutes\.\n\n\d{6}\n\nLarkspur$/,
    );
  });
});
