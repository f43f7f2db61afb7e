import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.2 AA as axe checks it, on whatever the page shows now (dialogs included). A toast sliding in or out is
 * part transparent, so its contrast is measured once it has settled, as a reader sees it.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll(".Toastify__toast")].every((toast) =>
      toast.getAnimations().every((animation) => animation.playState !== "running"),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations).toEqual([]);
}
