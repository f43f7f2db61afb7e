import path from "node:path";
import { type Page, test } from "@playwright/test";

/** Saves a full-page picture under test-results/screenshots (kept out of git) as `{name}-{width}.png`. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(test.info().project.outputDir, "screenshots", `${name}-${width}.png`),
    fullPage: true,
    animations: "disabled",
  });
}
