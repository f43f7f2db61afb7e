import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { expect, type Page, test } from "@playwright/test";
import { signIn, signInAsStaff } from "../support/staff";

const run = promisify(execFile);

const publicPages = [
  "/",
  "/about-us",
  "/contact-us",
  "/fees",
  "/help",
  "/login",
  "/signup",
  "/forgot-password",
];

/** How far the page reaches past the right edge of the window, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("an operator adds staff with the CLI while the server runs, and the new member sets a password", async ({
  page,
  baseURL,
}) => {
  const email = `cli-${randomBytes(4).toString("hex")}@example.com`;
  // As the README has it: `npm run cli -- create-staff` beside `npm start`, on the same data directory.
  const { stdout } = await run(
    "npm",
    [
      "--prefix",
      "..",
      "run",
      "--silent",
      "cli",
      "--",
      "create-staff",
      "--email",
      email,
      "--role",
      "operator",
    ],
    { env: { ...process.env, DATA_DIR: process.env.LARKSPUR_E2E_DATA_DIR } },
  );
  expect(stdout).toContain(`Created operator ${email}.`);
  const link = /at: (\S+)/.exec(stdout)?.[1];
  expect(link?.startsWith(`${baseURL}/set-password/`)).toBe(true);

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await expect(page.getByText("New to Larkspur?")).toHaveCount(0);
  await page.getByLabel("New Password", { exact: true }).fill("heron over quiet water 7");
  await page.getByLabel("Confirm Password", { exact: true }).fill("heron over quiet water 7");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Your password is set.")).toBeVisible();

  await signIn(page, email, "heron over quiet water 7");
  // Staff set up a second factor before the back office opens: the password was taken.
  await expect(page.getByRole("heading", { level: 1, name: "2-Step Verification" })).toBeVisible();
});

test("a page that does not exist answers 404 with the app's not-found page", async ({ page }) => {
  const answer = await page.goto("/no-such-page/at-all");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  expect((await page.goto("/help"))?.status()).toBe(200);
  expect((await page.goto("/pay/some-request"))?.status()).toBe(200);
});

test("on a 390 px phone no public page is wider than the screen, in any language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ["en-US", "ru"]) {
    await page.addInitScript((picked) => localStorage.setItem("larkspur-language", picked), language);
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("combobox")).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await overflow(page), `${path} in ${language}`).toBe(0);
    }
  }
});

test("at 1024 and 1280 px the back office header fits: its links, the staff name and Sign Out", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsStaff(page, "admin");
  await expect(page.getByRole("heading", { level: 1, name: "Review queue" })).toBeVisible();
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const header = page.getByRole("banner");
    expect(await overflow(page), `at ${width}`).toBe(0);
    const signOut = header.getByRole("button", { name: "Sign Out" });
    await expect(signOut).toBeVisible();
    await expect(header.getByText("Larkspur Administrator")).toBeVisible();
    for (const part of [signOut, header.getByText("Larkspur Administrator")]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width, `at ${width}`).toBeLessThanOrEqual(width - 8);
    }
    const row = header.getByRole("navigation", { name: "Back office" });
    if (await row.isVisible()) {
      const links = row.getByRole("link");
      const last = (await links.last().boundingBox())!;
      const signOutBox = (await signOut.boundingBox())!;
      expect(last.x + last.width, `at ${width}`).toBeLessThanOrEqual(signOutBox.x);
      expect(last.y, `at ${width}: one row`).toBeLessThan(signOutBox.y + signOutBox.height);
    } else {
      await header.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("link", { name: "Staff" })).toBeVisible();
      await header.getByRole("button", { name: "Close menu" }).click();
    }
  }
});
