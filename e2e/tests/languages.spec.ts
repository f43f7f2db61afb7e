import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";

const languages = [
  { locale: "en-US", name: "English (United States)", login: "Login" },
  { locale: "es", name: "Español", login: "Iniciar sesión" },
  { locale: "zh-CN", name: "简体中文", login: "登录" },
  { locale: "ru", name: "Русский", login: "Вход" },
];

for (const { locale, name, login } of languages) {
  test(`a visitor picks ${name} in the header: the page speaks it at once, stays axe-clean and is remembered`, async ({
    page,
  }) => {
    await page.goto("/");
    // The prerendered picker answers once its code, fetched when the page is idle, has hydrated it.
    await page.waitForLoadState("networkidle");
    await page.getByRole("banner").getByRole("combobox").selectOption(locale);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("banner").getByRole("link", { name: login, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("banner").getByRole("link", { name: login, exact: true })).toBeVisible();
  });
}

test("a customer switches to Russian: the dashboard, a toast and a validation message speak it, after a reload too", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Account Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Account Settings" });
  await dialog.getByLabel("Language").selectOption("ru");
  await dialog.getByLabel("Time Zone").selectOption("Europe/Moscow");
  await dialog.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.locator(".Toastify").getByText("Изменения сохранены", { exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("main").getByRole("definition").filter({ hasText: "Русский" })).toBeVisible();
  await expect(page.getByText("(GMT+03:00) Moscow, St. Petersburg")).toBeVisible();

  // A rule of the form, in Russian.
  await page.getByRole("button", { name: "Изменить: Личные данные" }).click();
  const personal = page.getByRole("dialog", { name: "Личные данные" });
  await personal.getByLabel("Имя", { exact: true }).fill("");
  await personal.getByRole("button", { name: "Сохранить изменения" }).click();
  await expect(personal.getByText("Укажите имя")).toBeVisible();
  await personal.press("Escape");

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Главная" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Последние операции" })).toBeVisible();
  await expect(page.getByText("Доступный остаток")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1, name: "Главная" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Здравствуйте, ${customer.firstName}` })).toBeVisible();
});
