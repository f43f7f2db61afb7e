import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { vi } from "vitest";
import { initialSessionState, useSession } from "../lib/session-store";

export const ada: CurrentUser = {
  _id: "u_1",
  firstName: "Ada",
  middleName: "",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+1 555 0100",
  address: "",
  occupation: "",
  picture: null,
  accountNumber: "912345678901",
  balance: 1234.5,
  transferDisabled: false,
  role: "customer",
  language: "en-US",
  timeZone: "America/Guatemala",
  accountStatus: "active",
  holdReason: null,
};

/** Puts the session store in a settled state, as after start-up. */
export function setSession(user: CurrentUser | null, token: string | null = user ? "good-token" : null) {
  useSession.setState({
    ...initialSessionState,
    token,
    ready: true,
    user: { currentUser: user, isAuthenticated: user !== null, isLoading: false },
  });
}

export function resetSession() {
  useSession.setState({ ...initialSessionState });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Replaces fetch with `handler` for a test of the HTTP client itself; screens use `serveApi` (api.ts). */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(String(input), init),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
