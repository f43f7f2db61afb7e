import type { Page } from "@playwright/test";

/** The console's Content-Security-Policy refusals on the page from now on: a script the policy blocked. */
export function policyRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  return refused;
}

/**
 * Holds back the app's entry script until the answer is called, so what the page asks for meanwhile is what the
 * shell's inline head script asked for.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  return releaseEntry;
}
