import { writeFileSync } from "node:fs";
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

test("an upload survives a dropped connection and a reload, going on from where it stopped", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(page.request);
  await seedSession(page, customer.token);
  // A file on disk keeps its name, size and date across the reload, so the client recognises it.
  const file = testInfo.outputPath("resumed.png");
  writeFileSync(file, noisyPng());
  const tusRequests: string[] = [];
  let patches = 0;
  await page.route("**/api/uploads**", async (route) => {
    const request = route.request();
    if (request.method() === "GET") return route.continue();
    tusRequests.push(`${request.method()} ${request.headers()["upload-offset"] ?? ""}`.trim());
    if (request.method() !== "PATCH") return route.continue();
    patches += 1;
    // The second chunk's connection drops once; the client must ask for the offset and go on.
    if (patches === 2) return route.abort("connectionreset");
    // The fourth never reaches the server: the reload below cuts it off, so the upload is unfinished whatever the pace.
    if (patches === 4) return;
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });

  await page.goto("/profile");
  const chooser = page.getByLabel("Change profile picture");
  await chooser.setInputFiles(file);
  await expect.poll(() => tusRequests.filter((entry) => entry.startsWith("PATCH")).length).toBeGreaterThan(3);
  expect(tusRequests.slice(0, 5)).toEqual(["POST", "PATCH 0", "PATCH 262144", "HEAD", "PATCH 262144"]);

  await page.reload();
  tusRequests.length = 0;
  await page.getByLabel("Change profile picture").setInputFiles(file);
  await expect(page.getByText("Image updated").first()).toBeVisible();
  expect(tusRequests[0]).toBe("HEAD");
  expect(tusRequests).not.toContain("POST");
  expect(tusRequests[1]).toMatch(/^PATCH [1-9]\d*$/);
});
