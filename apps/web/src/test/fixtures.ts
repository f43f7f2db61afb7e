import type { DeviceSession } from "@larkspur/shared/schemas/devices";
import type { Recipient } from "@larkspur/shared/schemas/recipients";
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
  balances: [{ currency: "USD", available: 1234.5, balance: 1234.5, held: 0 }],
  transferDisabled: false,
  role: "customer",
  language: "en-US",
  timeZone: "America/Guatemala",
  emailPreferences: { moneyIn: true, moneyOut: true, requests: true },
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

/** The session the tests' requests are made with, as `GET /api/sessions` lists it. */
export const thisDevice: DeviceSession = {
  id: "5f0c2a4e-8d1b-4c3a-9e2f-1a2b3c4d5e6f",
  browser: "Chrome 131",
  os: "macOS Catalina",
  ip: "203.0.113.7",
  createdAt: "2026-11-20T09:00:00.000Z",
  lastUsedAt: "2026-11-20T09:30:00.000Z",
  current: true,
};

/** Another device signed in to the same account. */
export const otherDevice: DeviceSession = {
  id: "7a1d3b5c-2e4f-4a6b-8c9d-0e1f2a3b4c5d",
  browser: "Firefox 133",
  os: "Windows 10",
  ip: "198.51.100.20",
  createdAt: "2026-11-19T18:00:00.000Z",
  lastUsedAt: "2026-11-19T18:20:00.000Z",
  current: false,
};

/** Another customer, as the payee look-up shows her. */
export const grace = { accountNumber: "987654321098", name: "Grace H." };

/** Grace among Ada's saved recipients. */
export const savedGrace: Recipient = {
  recipientId: "r_1",
  type: "Larkspur",
  name: "Grace H.",
  accountNumber: "987654321098",
  maskedAccountNumber: "•••• 1098",
  bankDetails: null,
  createdAt: "2026-03-10T19:05:00.000Z",
};

/** A bank account Ada saved for Local transfers. */
export const savedLocalBank: Recipient = {
  recipientId: "r_2",
  type: "Local",
  name: "Charles Babbage",
  accountNumber: "0123456789",
  maskedAccountNumber: "•••• 6789",
  bankDetails: {
    accountName: "Charles Babbage",
    accountNumber: "0123456789",
    bankName: "First Analytical Bank",
    accountType: "Checking account",
  },
  createdAt: "2026-03-01T08:00:00.000Z",
};

/** What the browser's WebAuthn call hands back, for a passkey made or used: the server checks it, not the page. */
export const passkeyResponse = {
  id: "Y3JlZA",
  rawId: "Y3JlZA",
  type: "public-key",
  response: {},
  clientExtensionResults: {},
};
