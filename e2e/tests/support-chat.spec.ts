import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { staffToken } from "../support/staff";

/** A browser of its own, signed in with `token`: the customer and the operator each have theirs. */
async function browserOf(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await seedSession(page, token);
  return page;
}

/** The page's live stream has opened: what happens from now on reaches it without a reload. */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events" && response.ok());

test("a customer writes, an operator answers in the back office, and the customer sees it without a reload", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const grace = await createCustomer(request);
  const written = "<b>Where</b> is my new card? https://example.com/track";

  const customer = await browserOf(browser, grace.token);
  const live = streamOpened(customer);
  await customer.goto("/dashboard");
  await customer.getByRole("link", { name: "Chat with Us" }).click();
  await expect(customer.getByRole("heading", { level: 1, name: "Chat with Us" })).toBeVisible();
  await live;
  await customer.getByLabel("Your message").fill(written);
  await customer.getByRole("button", { name: "Send" }).click();
  const thread = customer.getByRole("log", { name: "Messages" });
  // What was typed is shown as typed: no bold, no link.
  await expect(thread.getByText(written)).toBeVisible();
  await expect(thread.locator("b, a")).toHaveCount(0);
  await expect(thread.getByText("Sent", { exact: true })).toBeVisible();
  await expectNoAxeViolations(customer);
  // A reload or a navigation would start a new document, which would not have this mark.
  await customer.evaluate(() => Object.assign(window, { beforeAnswer: true }));
  const conversationUrl = customer.url();

  const operator = await browserOf(browser, await staffToken(request, "operator"));
  await operator.goto("/admin/support");
  await operator
    .getByRole("link", { name: /Grace Hopper/ })
    .first()
    .click();
  const inbox = operator.getByRole("log", { name: "Messages" });
  await expect(inbox.getByText(written)).toBeVisible();
  await expect(
    operator.getByRole("complementary", { name: "Customer" }).getByText("Available"),
  ).toBeVisible();
  // The operator has read it: the customer's page says so, live.
  await expect(thread.getByText("Seen", { exact: true })).toBeVisible({ timeout: 5000 });

  await operator
    .getByLabel("Your answer, signed with your first name")
    .fill("It is on its way: it arrives on Friday.");
  await operator.getByRole("button", { name: "Send" }).click();
  await expect(inbox.getByText("It is on its way: it arrives on Friday.")).toBeVisible();
  await expectNoAxeViolations(operator);

  await expect(thread.getByText("It is on its way: it arrives on Friday.")).toBeVisible({ timeout: 5000 });
  await expect(thread.getByText("Larkspur, Larkspur support")).toBeVisible();
  expect(await customer.evaluate(() => "beforeAnswer" in window)).toBe(true);
  expect(customer.url()).toBe(conversationUrl);
  await expectNoAxeViolations(customer);
});

const languages = [
  { locale: "en-US", title: "Chat with Us", team: "Larkspur, Larkspur support", reply: "Your message" },
  {
    locale: "es",
    title: "Chatee con nosotros",
    team: "Larkspur, atención al cliente de Larkspur",
    reply: "Su mensaje",
  },
  { locale: "zh-CN", title: "在线咨询", team: "Larkspur，Larkspur 客服", reply: "您的消息" },
  {
    locale: "ru",
    title: "Написать в чат",
    team: "Larkspur, служба поддержки Larkspur",
    reply: "Ваше сообщение",
  },
];

test("the conversation speaks the customer's language, and stays axe-clean in each of the four", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const grace = await createCustomer(request);
  const headers = { token: `Bearer ${grace.token}` };
  const started = await request.post("/api/support/conversations", {
    headers,
    data: { message: "Can I raise my daily limit?" },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { id } = (await started.json()) as { id: string };
  const answered = await request.post(`/api/admin/support/${id}/messages`, {
    headers: { token: `Bearer ${await staffToken(request, "operator")}` },
    data: { message: "Yes: we can raise it after a short check." },
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  await seedSession(page, grace.token);
  for (const { locale, title, team, reply } of languages) {
    const saved = await request.put(`/api/user/${grace.id}/settings`, {
      headers,
      data: { language: locale },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto("/support");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(team)).toBeVisible();
    await expect(page.getByLabel(reply)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
