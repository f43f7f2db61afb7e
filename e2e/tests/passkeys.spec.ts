import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { createCustomer, seedSession } from "../support/customer";

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps discoverable
 * credentials and verifies the person at once, as a laptop's fingerprint reader would.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("a customer adds a passkey on /security, signs out and signs in with it, no address typed", async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await seedSession(page, customer.token);

  await page.goto("/security");
  const card = page.getByRole("region", { name: "Passkeys" });
  await expect(
    card.getByText("No passkeys yet. Add one to sign in without typing your password."),
  ).toBeVisible();
  await card.getByRole("button", { name: "Add a passkey" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await dialog.getByLabel("Passkey name").fill("Work laptop");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add passkey" }).click();
  await expect(dialog).toBeHidden();
  const list = card.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Work laptop")).toBeVisible();
  await expect(list.getByText(/Not used yet/)).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Hi, ${customer.firstName}` }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/");

  await page.goto("/login");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL("/dashboard");

  await page.goto("/security");
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByText(/Last used/)).toBeVisible();
});
