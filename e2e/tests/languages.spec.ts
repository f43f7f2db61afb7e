import { randomUUID } from "node:crypto";
import { apiCatalogues } from "@larkspur/shared/i18n/api/catalogues";
import { codeIn, waitForMail } from "@larkspur/test-kit/mail";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { mailboxOf } from "../support/mailbox";
import { holdAppEntry } from "../support/page-load";

const languages = [
  {
    locale: "en-US",
    name: "English (United States)",
    login: "Login",
    about: "About Us",
    drives: "What drives us",
  },
  {
    locale: "es",
    name: "Español",
    login: "Iniciar sesión",
    about: "Quiénes somos",
    drives: "Lo que nos mueve",
  },
  { locale: "zh-CN", name: "简体中文", login: "登录", about: "关于我们", drives: "我们的初心" },
  { locale: "ru", name: "Русский", login: "Вход", about: "О нас", drives: "Что нами движет" },
];

for (const { locale, name, login, about, drives } of languages) {
  test(`a visitor picks ${name} in the header: the page speaks it at once, stays axe-clean and is remembered`, async ({
    page,
  }) => {
    await page.goto("/");
    // The prerendered picker answers once its code, fetched when the page is idle, has hydrated it: a pick made
    // before that (a loaded machine can take a while) is made again.
    await page.waitForLoadState("networkidle");
    await expect(async () => {
      await page.getByRole("banner").getByRole("combobox").selectOption(locale);
      await expect(page.locator("html")).toHaveAttribute("lang", locale, { timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole("banner").getByRole("link", { name: login, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("banner").getByRole("link", { name: login, exact: true })).toBeVisible();

    // Another public page, its words fetched with its code, in the same language.
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1, name: about })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: drives })).toBeVisible();
  });
}

test("after picking a language, every public page opened by its address hydrates without an error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("banner").getByRole("combobox").selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  for (const [path, heading] of [
    ["/fees", "Comisiones"],
    ["/about-us", "Quiénes somos"],
    ["/help", "Ayuda"],
    ["/", null],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Hydration is done once the page's idle-time code (the picker, the footer) has arrived.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("contentinfo").getByRole("combobox")).toHaveValue("es");
  }
  expect(errors).toEqual([]);
});

test("a public page arrives already written in the visitor's language: the browser's, or the one they picked", async ({
  request,
}) => {
  const spanish = await (
    await request.get("/fees", { headers: { "Accept-Language": "es-MX,es;q=0.9" } })
  ).text();
  expect(spanish).toContain('<html lang="es">');
  expect(spanish).toMatch(/<h1[^>]*>Comisiones<\/h1>/);
  expect(spanish).toContain("<title>Comisiones · Larkspur</title>");

  const picked = await (
    await request.get("/fees", { headers: { "Accept-Language": "es", Cookie: "larkspur-language=ru" } })
  ).text();
  expect(picked).toContain('<html lang="ru">');
  expect(picked).toMatch(/<h1[^>]*>Тарифы<\/h1>/);
  expect(picked).toContain("<title>Тарифы · Larkspur</title>");

  const english = await (await request.get("/fees", { headers: { "Accept-Language": "fr" } })).text();
  expect(english).toContain('<html lang="en-US">');
  expect(english).toMatch(/<h1[^>]*>Fees<\/h1>/);
  expect(english).toContain("<title>Fees · Larkspur</title>");
});

test("a visitor whose browser reads Chinese sees the home page in Chinese from the first paint", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  const englishSeen: string[] = [];
  // Every paint of the heading, from the first: it is never English.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const heading = document.querySelector("h1");
      if (heading) (window as unknown as { headings: string[] }).headings.push(heading.textContent ?? "");
    }).observe(document, { subtree: true, childList: true, characterData: true });
    (window as unknown as { headings: string[] }).headings = [];
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Larkspur: 钱随您动");
  await page.waitForLoadState("networkidle");
  englishSeen.push(
    ...(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).filter((text) =>
      text.includes("Money that moves"),
    ),
  );
  expect(englishSeen).toEqual([]);
  await context.close();
});

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
  // The zone's place is the one the browser's Intl gives in Russian, which depends on its locale data.
  await expect(page.getByRole("main").getByText(/^\(GMT\+03:00\) /)).toBeVisible();

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

  // On a reload the shell asks for the dashboard's Russian texts (site, forms, landing) alongside the app's code, not
  // a round trip after it: they are requested while the entry is still held back.
  const russianTexts = new Set<string>();
  page.on("request", (sent) => {
    if (/\/assets\/ru-[\w-]+\.js$/.test(sent.url())) russianTexts.add(sent.url());
  });
  const releaseEntry = await holdAppEntry(page);
  await page.reload({ waitUntil: "commit" });
  await expect.poll(() => russianTexts.size).toBe(3);
  releaseEntry();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1, name: "Главная" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Здравствуйте, ${customer.firstName}` })).toBeVisible();
});

test("a visitor who picks Spanish signs up in Spanish and gets the code e-mail in Spanish", async ({
  page,
  request,
}) => {
  const email = `e2e-${randomUUID()}@example.com`;
  const password = "caballo correcto batería";
  await page.goto("/signup");
  await page.waitForLoadState("networkidle");
  await page.getByRole("banner").getByRole("combobox").selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Registrarse" })).toBeVisible();

  // A rule of the form, in Spanish, before anything is sent.
  await page.getByRole("button", { name: "Registrarse" }).click();
  await expect(page.getByText("El nombre es obligatorio")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Nombre", { exact: true }).fill("Rosalía");
  await page.getByLabel("Apellidos").fill("Vila");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Número de teléfono").fill("+34 600 123 456");
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByLabel("Confirmación de contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Registrarse" }).click();

  await expect(page).toHaveURL("/otp-verification");
  await expect(
    page.getByRole("heading", { level: 1, name: "Verifique su correo electrónico" }),
  ).toBeVisible();
  const spanish = apiCatalogues.es;
  const mail = await waitForMail(mailboxOf(request), {
    to: email,
    subject: spanish["mail.signupCode.subject"],
  });
  expect(mail.text).toContain(spanish["mail.signupCode.body"]);

  await page.getByLabel("Código de verificación").fill(codeIn(mail.text));
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.locator(".Toastify").getByText("¡Cuenta verificada!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/login", { timeout: 5000 });
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
});
