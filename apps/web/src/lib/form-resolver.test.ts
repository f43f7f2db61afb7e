import { signupForm } from "@larkspur/shared/schemas/auth";
import { initiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { amountTextIn } from "./amount-text";
import { formResolver } from "./form-resolver";
import { activateLocale } from "./i18n";

const typed = {
  firstName: "",
  middleName: "",
  lastName: "Lovelace",
  email: "not an address",
  phone: "+1 555 0100",
  password: "short",
  confirmPassword: "other",
};

async function errorsIn(locale: "en-US" | "ru") {
  await activateLocale(locale);
  const { errors } = await formResolver(signupForm)(typed, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe("form messages", () => {
  it("are the schema's own words in English", async () => {
    expect(await errorsIn("en-US")).toEqual({
      firstName: "First name is required",
      email: "Enter a valid email address",
      password: "Password should be at least 8 characters long",
      confirmPassword: "Passwords do not match",
    });
  });

  it("are recognised by field and kind of problem and shown in Russian", async () => {
    expect(await errorsIn("ru")).toEqual({
      firstName: "Укажите имя",
      email: "Введите корректный адрес электронной почты",
      password: "Пароль должен содержать не менее 8 символов",
      confirmPassword: "Пароли не совпадают",
    });
  });
});

describe("transfer form messages", () => {
  const international = initiateTransferBody.options[1];
  const transfer = (amount: number, accountNumber: string) => ({
    transferOption: "International",
    amount,
    description: "Rent",
    bankDetails: {
      accountName: "Mary Somerville",
      accountNumber,
      bankName: "Royal Bank",
      accountType: "Savings account",
      routingNumber: "026009593",
      swiftCode: "NWBKGB2L",
      country: "United Kingdom",
    },
  });

  async function messagesIn(locale: "en-US" | "ru", values: ReturnType<typeof transfer>) {
    await activateLocale(locale);
    const { errors } = await formResolver(international)(values as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    return [errors.amount?.message, errors.bankDetails?.accountNumber?.message];
  }

  it("tell a recipient's bank number from a Larkspur account number, and the amount's limits, in Russian", async () => {
    expect(await messagesIn("en-US", transfer(0, "#1"))).toEqual([
      "Amount must be more than 0",
      "Account number can hold letters, digits, spaces and dashes",
    ]);
    expect(await messagesIn("ru", transfer(0, "#1"))).toEqual([
      "Сумма должна быть больше 0",
      "Номер счёта может содержать только буквы, цифры, пробелы и дефисы",
    ]);
    const [tooMuch] = await messagesIn("ru", transfer(10_000_000, "GB29"));
    expect(tooMuch?.replace(/\u00a0/g, " ")).toMatch(/^Сумма не может превышать \d[\d ]+ долларов$/);
    expect((await messagesIn("ru", transfer(1.005, "GB29")))[0]).toBe(
      "Сумма может содержать не более 2 знаков после запятой",
    );
  });
});

describe("bank number messages", () => {
  const international = initiateTransferBody.options[1];
  const transfer = {
    amount: 10,
    description: "Rent",
    bankDetails: {
      accountName: "Grace Hopper",
      accountNumber: "DE89370400440532013001",
      bankName: "Harbor Savings",
      accountType: "Checking account",
      routingNumber: "021000022",
      swiftCode: "COBAXXFF",
      country: "United States",
    },
  };

  async function bankErrorsIn(locale: "en-US" | "ru") {
    await activateLocale(locale);
    const { errors } = await formResolver(international)(transfer as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const bank = errors.bankDetails;
    return [bank?.accountNumber?.message, bank?.swiftCode?.message, bank?.routingNumber?.message];
  }

  it("name the IBAN, BIC and ABA checks, in English and in Russian", async () => {
    expect(await bankErrorsIn("en-US")).toEqual([
      "This IBAN is not valid: check it for typing mistakes",
      "This Swift (BIC) code is not valid: check its bank and country letters",
      "This US routing number is not valid: check it for typing mistakes",
    ]);
    expect(await bankErrorsIn("ru")).toEqual([
      "Этот IBAN недействителен: проверьте, нет ли опечаток",
      "Этот код Swift (BIC) недействителен: проверьте буквы банка и страны",
      "Этот маршрутный номер банка США недействителен: проверьте, нет ли опечаток",
    ]);
  });
});

describe("amounts in a currency other than dollars", () => {
  const amountErrors = async (locale: "en-US" | "ru", currency: "JPY" | "EUR", amount: string) => {
    await activateLocale(locale);
    const { errors } = await formResolver(z.object({ amount: amountTextIn(currency) }))(
      { amount },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    return errors.amount?.message;
  };

  it("name the currency's decimals and ceiling, in English and in Russian", async () => {
    expect(await amountErrors("en-US", "JPY", "1500.5")).toBe("Enter a whole amount of JPY, more than 0.");
    expect(await amountErrors("en-US", "EUR", "2000000")).toBe("Amount can be at most 1,000,000 in EUR");
    expect(await amountErrors("ru", "EUR", "1,234")).toBe(
      "Введите сумму в EUR больше 0, не более 2 знаков после запятой.",
    );
    expect(await amountErrors("ru", "EUR", "2000000")).toBe(
      "Сумма может быть не более 1\u00a0000\u00a0000 в EUR",
    );
  });
});

afterAll(() => activateLocale("en-US"));
