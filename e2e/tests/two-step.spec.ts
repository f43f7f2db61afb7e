import { Authenticator } from "@larkspur/test-kit/authenticator";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";
import { signIn } from "../support/staff";

test("a customer sets up the authenticator app on /security, then signs in with a computed code", async ({
  page,
  browser,
  request,
}) => {
  const customer = await createCustomer(request);
  await seedSession(page, customer.token);
  await page.goto("/security");
  const card = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "2-Step Verification" }) });
  await card.getByRole("button", { name: "SetUp" }).click();

  const dialog = page.getByRole("dialog", { name: "Set up 2-Step Verification" });
  await expect(dialog.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Code from the app").fill("12");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
  const secret = (await dialog.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  const authenticator = new Authenticator(secret);
  await dialog.getByLabel("Code from the app").fill(authenticator.code());
  await dialog.getByRole("button", { name: "Verify" }).click();
  const codes = dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download .txt" }).click();
  expect((await download).suggestedFilename()).toBe("larkspur-recovery-codes.txt");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(card.getByText("10 recovery codes left")).toBeVisible();

  // Another browser: the password alone no longer signs in; the app's code finishes it.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, customer.email, customer.password);
  await expect(other.getByRole("heading", { level: 1, name: "2-Step Verification" })).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByLabel("Authentication code").fill("000000");
  await other.getByRole("button", { name: "Verify" }).click();
  await expect(other.getByText("That code is not right. 4 tries left.")).toBeVisible();
  await other.getByLabel("Authentication code").fill(authenticator.code());
  await other.getByRole("button", { name: "Verify" }).click();
  await expect(other).toHaveURL("/dashboard");
});
