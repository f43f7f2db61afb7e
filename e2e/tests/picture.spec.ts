import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { noisyPng } from "../support/picture";

test("choose a picture on the profile: it uploads with its percentage and shows everywhere after the reload", async ({
  page,
}) => {
  const customer = await createCustomer(page.request);
  await seedSession(page, customer.token);
  // Each chunk takes a moment, as on a real connection, so the progress can be seen.
  await page.route("**/api/uploads/*", async (route) => {
    if (route.request().method() === "PATCH") await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });

  await page.goto("/profile");
  const summary = page.getByRole("region", { name: "Your account" });
  await expect(summary.getByText("Hello, Grace Hopper")).toBeVisible();
  await expect(summary.locator("img")).toHaveCount(0);
  const chooser = page.getByLabel("Change profile picture");
  await expect(chooser).toHaveAttribute("accept", "image/*");
  await expectNoAxeViolations(page);

  await chooser.setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: noisyPng() });
  await expect(summary.getByText(/^Uploading \d+%\.\.\.$/)).toBeVisible();
  await expect(summary.getByText(/^Uploading (?!0%)\d+%\.\.\.$/)).toBeVisible();

  const reloaded = page.waitForEvent("load");
  await expect(page.getByText("Image updated").first()).toBeVisible();
  await reloaded;

  const avatar = summary.locator("img");
  await expect(avatar).toHaveAttribute("src", /^\/api\/uploads\/[0-9a-f]{32}\.webp$/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(512);
  const served = await page.request.get((await avatar.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/webp");

  await expect(page.getByRole("banner").locator("img")).toHaveAttribute("src", /\.webp$/);
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("region", { name: "Your account" }).locator("img")).toHaveAttribute(
    "src",
    /\.webp$/,
  );
});
