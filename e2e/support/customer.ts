import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export interface Customer {
  firstName: string;
  email: string;
  password: string;
  token: string;
}

/** Registers and verifies a customer through the API, reading the code from the dev mailbox, then signs in. */
export async function createCustomer(request: APIRequestContext): Promise<Customer> {
  const email = `e2e-${randomUUID()}@example.com`;
  const password = "correct horse battery";
  const firstName = "Grace";
  const registered = await request.post("/api/auth/register", {
    data: { firstName, middleName: "", lastName: "Hopper", email, password, phone: "+1 555 0100" },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  const code = await readCode(request, email);
  const verified = await request.post("/api/auth/verify", { data: { email, otp: code } });
  expect(verified.ok(), await verified.text()).toBe(true);

  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { firstName, email, password, token };
}

/** Mail is delivered by a background job, so the code may take a moment to reach the mailbox. */
async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const messages = (await answer.json()) as { text: string }[];
        code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return code!;
}

/**
 * Stores the token the way the web app persists its session, before the first page script runs. Later page loads
 * keep whatever the app stored since (a sign-out stays a sign-out).
 */
export async function seedSession(page: Page, token: string): Promise<void> {
  const state = {
    state: { token, user: { currentUser: null, isAuthenticated: false, isLoading: false } },
    version: 1,
  };
  await page.addInitScript((value) => {
    if (localStorage.getItem("larkspur") === null) localStorage.setItem("larkspur", value);
  }, JSON.stringify(state));
}
