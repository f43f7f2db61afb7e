import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { createCustomer, seedSession } from "../support/customer";
import { holdAppEntry, policyRefusals } from "../support/page-load";

const pages = [
  { path: "/", name: "home", heading: "Larkspur: Money that moves when you do" },
  { path: "/about-us", name: "about-us", heading: "About Us" },
  { path: "/contact-us", name: "contact-us", heading: "Contact Us" },
  { path: "/fees", name: "fees", heading: "Fees" },
  { path: "/help", name: "help", heading: "Help" },
];

// One visit per page: the checks and both screenshots read the same load.
for (const { path, name, heading } of pages) {
  test(`the ${name} page renders its heading, has no accessibility violations and is saved at two widths`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeAttached();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `${testInfo.project.outputDir}/screenshots/${name}-${width}.png`,
        fullPage: true,
      });
    }
  });
}

test("a public page's inline head script runs under the page's security policy", async ({ page }) => {
  const refused = policyRefusals(page);
  // A visitor who picked Spanish before: the head script must mark the English page as about to change language.
  await page.addInitScript(() => localStorage.setItem("larkspur-language", "es"));
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "Quiénes somos" })).toBeVisible();
  expect(refused).toEqual([]);
});

test("the shell's inline head script runs under its security policy and starts a stored sign-in's read at once", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);
  const refused = policyRefusals(page);
  // With the app's code held back, whatever the page asks for meanwhile the head script asked for.
  const asked: string[] = [];
  page.on("request", (sent) => asked.push(new URL(sent.url()).pathname));
  const releaseEntry = await holdAppEntry(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect.poll(() => asked).toContain("/api/user");
  releaseEntry();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(refused).toEqual([]);
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! The page you requested was not found!")).toBeVisible();
  await expect(
    page.getByText("The page you are looking for was moved, removed, renamed or never existed."),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
  // The breadcrumb's Home comes first; the Home button is the last.
  await page.getByRole("main").getByRole("link", { name: "Home" }).last().click();
  await expect(page).toHaveURL("/");
});

test("the hero carousel advances by itself", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Highlights" });
  const current = carousel.locator('button[aria-current="true"]');
  await expect(current).toHaveText("Show slide 1 of 2");
  await page.mouse.move(0, 0);
  await expect(current).toHaveText("Show slide 2 of 2", { timeout: 15_000 });
});

test("the help search filters the questions", async ({ page }) => {
  await page.goto("/help");
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  // The page arrives prerendered: what is typed before the app takes it over is typed again, as a person would.
  await expect(async () => {
    await page.getByRole("searchbox", { name: "How can we help you?" }).fill("lost card");
    await expect(faq.getByRole("button")).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  await faq.getByRole("button", { name: "I lost my card. What should I do?" }).click();
  await expect(faq.getByText(/block the card/)).toBeVisible();
});

test("every prerendered page brings its stylesheet inline, so it paints without another request", async ({
  request,
}) => {
  for (const path of ["/", "/about-us", "/fees", "/login", "/signup", "/forgot-password"]) {
    const html = await (await request.get(path, { headers: { "Accept-Encoding": "identity" } })).text();
    expect(html, path).toContain("data-prerendered=");
    expect(html, path).toMatch(/<style>[^<]*\.flex\{/);
    expect(html, path).not.toContain('rel="stylesheet"');
  }
});
