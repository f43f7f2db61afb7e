import { signupForm } from "@larkspur/shared/schemas/auth";
import { afterAll, describe, expect, it } from "vitest";
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

afterAll(() => activateLocale("en-US"));
