import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { type Customer, createCustomer } from "../support/customer";
import { waitForMail } from "../support/mailbox";

async function signIn(page: Page, customer: Customer) {
  await page.goto("/login");
  await page.getByLabel("Email address or account number").fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/dashboard");
}

test("signing out everywhere else from /security sends the other browser to /login", async ({
  browser,
  request,
}) => {
  const customer = await createCustomer(request);
  const laptop = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  await signIn(laptop, customer);
  await signIn(phone, customer);
  // Each browser is new to the account, so its owner hears of it.
  await waitForMail(request, customer.email, /a browser it has not used before/);

  await laptop.goto("/security");
  const devices = laptop.getByRole("region", { name: "Devices" });
  await expect(devices.getByText("This device")).toHaveCount(1);
  await expect(devices.getByRole("listitem")).toHaveCount(3);
  await expectNoAxeViolations(laptop);

  await devices.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(devices.getByText("You are signed in on this device only.")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  await phone.goto("/security");
  await expect(phone).toHaveURL("/login");
  await laptop.reload();
  await expect(laptop.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
});

test("a customer chooses three security questions; the card lists them, never the answers", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await signIn(page, customer);
  await page.goto("/security");
  const card = page.getByRole("region", { name: "Security Questions" });
  await card.getByRole("button", { name: "Change" }).click();
  const dialog = page.getByRole("dialog", { name: "Security Questions" });
  const choices = [
    ["What was your childhood nickname?", "Birdie"],
    ["In what city did your parents meet?", "New York"],
    ["What is the name of a college you applied to?", "Yale"],
  ] as const;
  for (const [index, [question, answer]] of choices.entries()) {
    await dialog.getByLabel(`Security question ${index + 1}`).selectOption({ label: question });
    await dialog.getByLabel(`Answer ${index + 1}`).fill(answer);
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("listitem")).toHaveText(choices.map(([question]) => question));
  await expect(card).not.toContainText("Birdie");
  await expectNoAxeViolations(page);
});
