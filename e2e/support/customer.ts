import { randomUUID } from "node:crypto";
import { type CallApi, type SignedUpCustomer, signUp } from "@larkspur/test-kit/customers";
import type { APIRequestContext, Page } from "@playwright/test";
import { mailboxOf } from "./mailbox";

export type Customer = SignedUpCustomer;

/** The test kit's calls, carried by Playwright's request context. */
export function apiOf(request: APIRequestContext): CallApi {
  return async ({ method, path, token, body, headers }) => {
    const answer = await request.fetch(path, {
      method,
      headers: { ...(token && { token: `Bearer ${token}` }), ...headers },
      ...(body !== undefined && { data: body }),
    });
    const json = answer.headers()["content-type"]?.includes("json");
    return { status: answer.status(), body: json ? await answer.json() : await answer.text() };
  };
}

/** Registers and verifies a customer through the API, reading the code from the dev mailbox, then signs in. */
export function createCustomer(request: APIRequestContext): Promise<Customer> {
  return signUp(apiOf(request), mailboxOf(request), {
    firstName: "Grace",
    middleName: "",
    lastName: "Hopper",
    email: `e2e-${randomUUID()}@example.com`,
    password: "correct horse battery",
    phone: "+1 555 0100",
  });
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
