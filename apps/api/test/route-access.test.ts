import { randomBytes, randomUUID } from "node:crypto";
import { enrolTotp } from "@larkspur/test-kit/authenticator";
import { sampleRatesXml } from "@larkspur/test-kit/rates";
import { samplePayee, sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import type { LightMyRequestResponse } from "fastify";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../src/context";
import { hashToken, newToken } from "../src/lib/secrets";
import { insertSession } from "../src/modules/auth/sessions.repo";
import { registerAccess, routeAccessTable } from "../src/plugins/access";
import { build, type TestApp } from "./support/build";
import { apiOf, registration, signedInCustomer } from "./support/customers";
import { type Customer, fund, operator, quickCustomer, type Staff, sendMoney } from "./support/money";

type Role = "signed out" | "customer" | "other customer" | "operator" | "admin";
const roles: Role[] = ["signed out", "customer", "other customer", "operator", "admin"];
const signedIn: Role[] = ["customer", "other customer", "operator", "admin"];
const staff: Role[] = ["operator", "admin"];

/** Who each policy lets through, written out here rather than read from the policies under test. */
const admitted: Record<string, Role[]> = {
  anyone: roles,
  signedIn,
  customer: ["customer", "other customer"],
  ownAccount: ["customer"],
  ownProfile: ["customer"],
  ownOrStaff: ["customer", ...staff],
  staff,
  admin: ["admin"],
  mayDecideTransfer: staff,
  mayCreditCustomer: staff,
  mayEditCustomer: staff,
  // Every test caller signed in moments ago, which counts as a fresh proof.
  recentlyReauthenticated: signedIn,
  // Only a ticket opens the event stream, whoever holds a session.
  eventTicket: [],
  // Only the bank's signature opens its channel, whoever holds a session.
  partnerBank: [],
  // Every test caller signed in moments ago, which counts as a fresh proof; only the owner sees a card's number.
  ownAccountRecentlyReauthenticated: ["customer"],
  // Only the card network's signature opens its channel, whoever holds a session.
  cardNetwork: [],
};

/**
 * Every route the API registers and the policy it must name; `{userId}` is the customer's. A new route fails this
 * test until it is added here with its policy.
 */
const expectedPolicies: Record<string, string> = {
  "GET /api/health": "anyone",
  "HEAD /api/health": "anyone",
  "GET /api/health/ready": "anyone",
  "HEAD /api/health/ready": "anyone",
  "POST /api/auth/register": "anyone",
  "POST /api/auth/verify": "anyone",
  "POST /api/auth/resend-code": "anyone",
  "POST /api/auth/login": "anyone",
  "POST /api/auth/login/mfa": "anyone",
  "POST /api/auth/logout": "signedIn",
  "POST /api/auth/forgotpassword": "anyone",
  "PUT /api/auth/passwordreset/:resetToken": "anyone",
  "POST /api/auth/passkey/options": "anyone",
  "POST /api/auth/passkey": "anyone",
  "POST /api/auth/login/mfa/passkey/options": "anyone",
  "POST /api/security/passkeys/options": "recentlyReauthenticated",
  "POST /api/security/passkeys": "recentlyReauthenticated",
  "PATCH /api/security/passkeys/:id": "signedIn",
  "DELETE /api/security/passkeys/:id": "recentlyReauthenticated",
  "GET /api/user": "signedIn",
  "HEAD /api/user": "signedIn",
  "HEAD /api/user/": "signedIn",
  "PUT /api/user/:userId": "ownProfile",
  "PUT /api/user/:userId/settings": "ownAccount",
  "POST /api/user/:userId/email/verify": "ownAccount",
  "POST /api/user/:userId/password": "ownAccount",
  "GET /api/user/:userId/profile-completeness": "ownAccount",
  "HEAD /api/user/:userId/profile-completeness": "ownAccount",
  "GET /api/recipients/:userId": "ownAccount",
  "HEAD /api/recipients/:userId": "ownAccount",
  "POST /api/recipients/:userId": "ownAccount",
  "DELETE /api/recipients/:userId/:recipientId": "ownAccount",
  "GET /api/sessions": "signedIn",
  "HEAD /api/sessions": "signedIn",
  "HEAD /api/sessions/": "signedIn",
  "DELETE /api/sessions/:id": "signedIn",
  "POST /api/sessions/revoke-others": "signedIn",
  "PUT /api/security/questions": "recentlyReauthenticated",
  "GET /api/payees/lookup": "signedIn",
  "HEAD /api/payees/lookup": "signedIn",
  "POST /api/transaction/initiate/:userId": "ownAccount",
  "POST /api/transaction/verify/:userId": "ownAccount",
  "POST /api/schedules/:userId": "ownAccount",
  "GET /api/schedules/:userId": "ownAccount",
  "HEAD /api/schedules/:userId": "ownAccount",
  "POST /api/schedules/:userId/:scheduleId/confirm": "ownAccount",
  "POST /api/schedules/:userId/:scheduleId/pause": "ownAccount",
  "POST /api/schedules/:userId/:scheduleId/resume": "ownAccount",
  "DELETE /api/schedules/:userId/:scheduleId": "ownAccount",
  "POST /api/transaction/cancel/:userId/:transactionId": "ownAccount",
  "GET /api/transaction/:userId": "ownOrStaff",
  "HEAD /api/transaction/:userId": "ownOrStaff",
  "GET /api/transaction/:userId/export.csv": "ownOrStaff",
  "HEAD /api/transaction/:userId/export.csv": "ownOrStaff",
  "GET /api/statements/:userId": "ownOrStaff",
  "HEAD /api/statements/:userId": "ownOrStaff",
  "GET /api/statements/:userId/:month.pdf": "ownOrStaff",
  "HEAD /api/statements/:userId/:month.pdf": "ownOrStaff",
  "POST /api/balances/:userId": "ownAccount",
  "DELETE /api/balances/:userId/:currency": "ownAccount",
  "POST /api/conversions/:userId/quote": "ownAccount",
  "POST /api/conversions/:userId": "ownAccount",
  "POST /api/requests/:userId": "ownAccount",
  "GET /api/requests/:userId": "ownAccount",
  "HEAD /api/requests/:userId": "ownAccount",
  "GET /api/requests/:userId/:requestId": "ownAccount",
  "HEAD /api/requests/:userId/:requestId": "ownAccount",
  "POST /api/requests/:userId/:requestId/decline": "ownAccount",
  "POST /api/requests/:userId/:requestId/cancel": "ownAccount",
  "GET /api/notifications": "signedIn",
  "HEAD /api/notifications": "signedIn",
  "POST /api/notifications/read": "signedIn",
  "POST /api/events/ticket": "signedIn",
  "GET /api/support/conversations": "customer",
  "HEAD /api/support/conversations": "customer",
  "POST /api/support/conversations": "customer",
  "GET /api/support/conversations/:id": "customer",
  "HEAD /api/support/conversations/:id": "customer",
  "POST /api/support/conversations/:id/messages": "customer",
  "GET /api/admin/support": "staff",
  "HEAD /api/admin/support": "staff",
  "GET /api/admin/support/:id": "staff",
  "HEAD /api/admin/support/:id": "staff",
  "POST /api/admin/support/:id/take": "staff",
  "POST /api/admin/support/:id/messages": "staff",
  "POST /api/admin/support/:id/close": "staff",
  "GET /api/events": "eventTicket",
  "GET /api/admin/transfers": "staff",
  "HEAD /api/admin/transfers": "staff",
  "POST /api/admin/transfers/:transactionId/approve": "mayDecideTransfer",
  "POST /api/admin/transfers/:transactionId/reject": "mayDecideTransfer",
  "GET /api/admin/customers": "staff",
  "HEAD /api/admin/customers": "staff",
  "GET /api/admin/customers/:userId": "staff",
  "HEAD /api/admin/customers/:userId": "staff",
  "PUT /api/admin/customers/:userId": "staff",
  "PATCH /api/admin/customers/:userId": "mayEditCustomer",
  "POST /api/admin/customers/:userId/deposits": "mayCreditCustomer",
  "GET /api/admin/customers/:userId/security-questions": "staff",
  "HEAD /api/admin/customers/:userId/security-questions": "staff",
  "POST /api/admin/customers/:userId/security-answer-check": "staff",
  "GET /api/limits/:userId": "ownOrStaff",
  "HEAD /api/limits/:userId": "ownOrStaff",
  "PUT /api/limits/:userId": "ownAccount",
  "GET /api/admin/customers/:userId/limits": "staff",
  "HEAD /api/admin/customers/:userId/limits": "staff",
  "PUT /api/admin/customers/:userId/limits": "mayEditCustomer",
  "GET /api/rates": "signedIn",
  "HEAD /api/rates": "signedIn",
  "HEAD /api/rates/": "signedIn",
  "GET /api/admin/rates": "staff",
  "HEAD /api/admin/rates": "staff",
  "HEAD /api/admin/rates/": "staff",
  "POST /api/admin/rates": "staff",
  "GET /api/admin/rates/staged": "staff",
  "HEAD /api/admin/rates/staged": "staff",
  "POST /api/admin/rates/:loadId/approve": "staff",
  "POST /api/admin/rates/:loadId/reject": "staff",
  "POST /api/admin/bank-statements": "staff",
  "GET /api/admin/bank-files": "staff",
  "HEAD /api/admin/bank-files": "staff",
  "POST /api/admin/bank-files/:importId/approve": "staff",
  "POST /api/admin/bank-files/:importId/reject": "staff",
  "POST /api/bank/files": "partnerBank",
  "GET /api/admin/money-in": "staff",
  "HEAD /api/admin/money-in": "staff",
  "POST /api/admin/money-in/:id/assign": "staff",
  "POST /api/admin/money-in/:id/return": "staff",
  "POST /api/admin/money-in/:id/approve": "staff",
  "GET /api/admin/payments-out": "staff",
  "HEAD /api/admin/payments-out": "staff",
  "GET /api/admin/payment-batches": "staff",
  "HEAD /api/admin/payment-batches": "staff",
  "POST /api/admin/payment-batches": "staff",
  "GET /api/admin/payment-batches/:id": "staff",
  "HEAD /api/admin/payment-batches/:id": "staff",
  "GET /api/admin/payment-batches/:id/pain.001.xml": "staff",
  "HEAD /api/admin/payment-batches/:id/pain.001.xml": "staff",
  "POST /api/admin/payment-batches/:id/status": "staff",
  "GET /api/admin/reconciliation": "staff",
  "HEAD /api/admin/reconciliation": "staff",
  "GET /api/receive/:userId": "ownAccount",
  "HEAD /api/receive/:userId": "ownAccount",
  "GET /api/admin/audit": "staff",
  "HEAD /api/admin/audit": "staff",
  "GET /api/admin/ledger-checks": "staff",
  "HEAD /api/admin/ledger-checks": "staff",
  "GET /api/admin/staff": "admin",
  "HEAD /api/admin/staff": "admin",
  "POST /api/admin/staff": "admin",
  "PUT /api/admin/staff/:userId": "admin",
  "PATCH /api/admin/staff/:userId": "admin",
  "POST /api/uploads": "signedIn",
  "HEAD /api/uploads/:id": "signedIn",
  "PATCH /api/uploads/:id": "signedIn",
  "DELETE /api/uploads/:id": "signedIn",
  "OPTIONS /api/uploads": "anyone",
  "OPTIONS /api/uploads/:id": "anyone",
  "GET /api/uploads/:id": "anyone",
  "GET /api/security": "signedIn",
  "HEAD /api/security": "signedIn",
  "HEAD /api/security/": "signedIn",
  "POST /api/security/totp": "recentlyReauthenticated",
  "POST /api/security/totp/confirm": "recentlyReauthenticated",
  "DELETE /api/security/totp": "recentlyReauthenticated",
  "POST /api/security/recovery-codes": "recentlyReauthenticated",
  "POST /api/security/reauthenticate": "signedIn",
  "GET /api/dev/mailbox": "anyone",
  "HEAD /api/dev/mailbox": "anyone",
  "GET /dev/mailbox": "anyone",
  "HEAD /dev/mailbox": "anyone",
  "POST /api/cards/:userId": "ownAccount",
  "GET /api/cards/:userId": "ownAccount",
  "HEAD /api/cards/:userId": "ownAccount",
  "POST /api/cards/:userId/:cardId/details": "ownAccountRecentlyReauthenticated",
  "POST /api/cards/:userId/:cardId/freeze": "ownAccount",
  "POST /api/cards/:userId/:cardId/unfreeze": "ownAccount",
  "DELETE /api/cards/:userId/:cardId": "ownAccount",
  "PUT /api/cards/:userId/:cardId/limits": "ownAccount",
  "GET /api/admin/customers/:userId/cards": "staff",
  "HEAD /api/admin/customers/:userId/cards": "staff",
  "POST /api/admin/customers/:userId/cards/:cardId/freeze": "staff",
  "POST /api/card-network/events": "cardNetwork",
  "GET /dev/shop": "anyone",
  "HEAD /dev/shop": "anyone",
  "POST /dev/shop/authorization": "anyone",
  "POST /dev/shop/reversal": "anyone",
  "POST /dev/shop/refund": "anyone",
};

/** The API docs are public; their routes come from the docs plugin. */
const isDocs = (route: string) => / \/api\/docs(\/|$)/.test(route);

const refusalCodes = ["unauthenticated", "invalid_token", "forbidden"];

/** Whether the answer is the access check turning the caller away (HEAD answers carry no body to read a code from). */
function refused(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 401 && response.statusCode !== 403) return false;
  return response.body === "" || refusalCodes.includes(response.json().code);
}

describe("who may call each route", () => {
  let t: TestApp;
  let customer: Customer;
  let users: Record<Exclude<Role, "signed out">, { id: string }>;
  let spareOperator: Staff;
  let pendingTransactionId: string;
  const mfaTokens: string[] = [];

  beforeAll(async () => {
    t = await build({ PARTNER_BANK_SECRET: "a partner bank signing key of 32+ characters" });
    const operatorUser = await operator(t);
    const adminUser = await operator(t);
    await t.ctx.db.updateTable("users").set({ role: "admin" }).where("id", "=", adminUser.id).execute();
    spareOperator = await operator(t);
    customer = await quickCustomer(t);
    await fund(t, operatorUser, customer, 1000);
    pendingTransactionId = (await sendMoney(t, customer, sampleTransfer({ amount: 1 }))).transactionId;
    const withTotp = await signedInCustomer(t);
    await enrolTotp(apiOf(t), withTotp.token);
    for (const _ of roles) {
      const first = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: withTotp.email, password: withTotp.password },
      });
      mfaTokens.push(first.json().mfaToken);
    }
    users = {
      customer,
      "other customer": await quickCustomer(t),
      operator: operatorUser,
      admin: adminUser,
    };
  });
  afterAll(() => t.close());

  /** A session of its own for every request, so signing out in one leaves the others signed in. */
  async function tokenOf(role: Role): Promise<Record<string, string>> {
    if (role === "signed out") return {};
    const token = newToken();
    await insertSession(t.ctx.db, {
      id: randomUUID(),
      userId: users[role].id,
      tokenHash: hashToken(token),
      ip: "127.0.0.1",
      userAgent: "test",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { token: `Bearer ${token}` };
  }

  /** A request each route would carry out for a caller it admits: valid, so validation cannot answer first. */
  function requestFor(route: string): { url: string; payload?: object; headers?: Record<string, string> } {
    const [method, pattern] = route.split(" ") as [string, string];
    const url = pattern
      .replace(":userId", pattern.startsWith("/api/admin/staff") ? spareOperator.id : customer.id)
      .replace(":transactionId", pendingTransactionId)
      .replace(":requestId", randomUUID())
      .replace(":scheduleId", randomUUID())
      .replace(":importId", randomUUID())
      .replace(":recipientId", randomUUID())
      .replace(":cardId", randomUUID())
      .replace(":currency", "EUR")
      .replace(":month", new Date().toISOString().slice(0, 7))
      .replace(":resetToken", newToken())
      .replace(":id", randomBytes(16).toString("hex"))
      .replace("*", "index.css");
    const tus = { "tus-resumable": "1.0.0" };
    const payloads: Record<string, object> = {
      "POST /api/auth/register": registration(),
      "POST /api/auth/verify": { email: customer.email, otp: 123456 },
      "POST /api/auth/resend-code": { email: customer.email },
      "POST /api/auth/login": { email: "nobody@example.com", password: "not the password" },
      "POST /api/auth/forgotpassword": { email: "nobody@example.com" },
      // A live second step of its own for each call; a wrong code then answers 400, not a refusal.
      "POST /api/auth/login/mfa": { mfaToken: mfaTokens.pop(), code: "000000" },
      "POST /api/security/totp/confirm": { code: "123456" },
      "POST /api/notifications/read": { all: true },
      "POST /api/support/conversations": { message: "Where is my card?" },
      "POST /api/support/conversations/:id/messages": { message: "Any news?" },
      "POST /api/admin/support/:id/messages": { message: "We are on it." },
      "DELETE /api/security/totp": { password: "not the password" },
      "POST /api/security/reauthenticate": { password: "not the password" },
      "PUT /api/auth/passwordreset/:resetToken": { password: "a new passphrase" },
      "POST /api/security/passkeys": {
        name: "Work laptop",
        response: {
          id: "AAAA",
          rawId: "AAAA",
          type: "public-key",
          response: { clientDataJSON: "e30", attestationObject: "oA" },
          clientExtensionResults: {},
        },
      },
      "PATCH /api/security/passkeys/:id": { name: "Work laptop" },
      "PUT /api/user/:userId": { occupation: "Engineer" },
      "PUT /api/user/:userId/settings": { language: "en-US", timeZone: "America/Guatemala" },
      "POST /api/user/:userId/email/verify": { otp: 123456 },
      "POST /api/user/:userId/password": {
        currentPassword: "not the password",
        newPassword: "a new passphrase",
      },
      "POST /api/transaction/initiate/:userId": sampleTransfer({ amount: 1 }),
      "POST /api/recipients/:userId": { type: "Local", bankDetails: samplePayee },
      "POST /api/transaction/verify/:userId": { transactionId: pendingTransactionId, otp: 123456 },
      "POST /api/requests/:userId": { amount: 1, description: "Lunch" },
      "POST /api/schedules/:userId": {
        payment: sampleTransfer({ amount: 1 }),
        startDate: "2999-01-01",
        repeat: "monthly",
      },
      "POST /api/schedules/:userId/:scheduleId/confirm": { otp: 123456 },
      "POST /api/balances/:userId": { currency: "EUR" },
      "POST /api/conversions/:userId/quote": { from: "USD", to: "EUR", amount: 1, side: "sell" },
      "POST /api/conversions/:userId": { quoteId: randomUUID() },
      "POST /api/admin/transfers/:transactionId/reject": { reason: "Checks failed" },
      "PUT /api/admin/customers/:userId": { transferDisabled: false, reason: "Routine check" },
      "PATCH /api/admin/customers/:userId": { address: "1 Harbor Street", reason: "Routine check" },
      "POST /api/admin/customers/:userId/deposits": { amount: 1, description: "Refund" },
      "PUT /api/limits/:userId": { daily: 20_000 },
      "POST /api/cards/:userId": { currency: "USD" },
      "PUT /api/cards/:userId/:cardId/limits": { online: true },
      "POST /api/admin/customers/:userId/cards/:cardId/freeze": { reason: "Routine check" },
      "POST /api/admin/rates": { xml: sampleRatesXml(), reason: "Routine check" },
      "POST /api/admin/rates/:loadId/reject": { reason: "Routine check" },
      "PUT /api/admin/customers/:userId/limits": { daily: 30_000, reason: "Routine check" },
      "POST /api/admin/money-in/:id/assign": { accountNumber: "900000000000", reason: "Routine check" },
      "POST /api/admin/money-in/:id/return": { reason: "Routine check" },
      "POST /api/admin/bank-files/:importId/reject": { reason: "Routine check" },
      "POST /api/admin/customers/:userId/security-answer-check": {
        question: "childhood_nickname",
        answer: "Lovelace",
      },
      "PUT /api/security/questions": {
        items: [
          { question: "childhood_nickname", answer: "Birdie" },
          { question: "first_job_city", answer: "London" },
          { question: "college_applied_to", answer: "Cambridge" },
        ],
      },
      "POST /api/admin/staff": {
        email: registration().email,
        firstName: "Sam",
        lastName: "Staff",
        role: "operator",
      },
      "PUT /api/admin/staff/:userId": { status: "active", reason: "Routine check" },
      "PATCH /api/admin/staff/:userId": { lastName: "Staff", reason: "Routine check" },
    };
    const headers: Record<string, Record<string, string>> = {
      "POST /api/uploads": { ...tus, "upload-length": "10" },
      "HEAD /api/uploads/:id": tus,
      "PATCH /api/uploads/:id": {
        ...tus,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      "DELETE /api/uploads/:id": tus,
    };
    const queries: Record<string, string> = { "/api/payees/lookup": "?accountNumber=900000000000" };
    return {
      url: url + (queries[pattern] ?? ""),
      payload: payloads[route],
      headers: headers[`${method} ${pattern}`],
    };
  }

  it("knows every registered route, and each names the policy it must", () => {
    const registered = routeAccessTable(t.app).map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((route) => !isDocs(route)).sort()).toEqual(Object.keys(expectedPolicies).sort());
    for (const route of routeAccessTable(t.app)) {
      const key = `${route.method} ${route.url}`;
      expect(route.policy?.name, key).toBe(isDocs(key) ? "anyone" : expectedPolicies[key]);
    }
  });

  // Five callers on every route, one after another: it takes a while on a loaded machine.
  it("admits and refuses each role on each route as its policy says", async () => {
    const table: string[] = [];
    for (const { method, url: pattern } of routeAccessTable(t.app)) {
      const route = `${method} ${pattern}`;
      const policy = isDocs(route) ? "anyone" : expectedPolicies[route]!;
      for (const role of roles) {
        const { url, payload, headers } = requestFor(route);
        const response = await t.app.inject({
          method: method as "GET",
          url,
          headers: { ...(await tokenOf(role)), ...headers },
          ...(payload && { payload }),
        });
        const expected = admitted[policy]!.includes(role) ? "admitted" : "refused";
        const actual = refused(response) ? "refused" : "admitted";
        if (actual !== expected) table.push(`${route} as ${role}: ${actual} (${response.statusCode})`);
        const ticketless = policy === "eventTicket" || policy === "partnerBank" || policy === "cardNetwork";
        if (actual === "refused") {
          expect(response.statusCode).toBe(role === "signed out" || ticketless ? 401 : 403);
        }
      }
    }
    expect(table).toEqual([]);
  }, 120_000);

  it("keeps staff from deciding on their own money", async () => {
    const headers = await tokenOf("operator");
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/customers/${users.operator.id}/deposits`,
      headers,
      payload: { amount: 1, description: "Me" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("forbidden");
  });

  it("keeps staff from changing staff details through the customer routes", async () => {
    const headers = await tokenOf("admin");
    for (const [method, url] of [
      ["PUT", `/api/user/${users.admin.id}`],
      ["PATCH", `/api/admin/customers/${spareOperator.id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers,
        payload: { lastName: "Renamed", reason: "Routine check" },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe("forbidden");
    }
  });
});

describe("a route without a policy", () => {
  it("keeps the app from starting", async () => {
    const app = Fastify();
    registerAccess(app, {} as AppContext);
    app.get("/api/forgotten", async () => "open to all");
    await expect(app.ready()).rejects.toThrow("GET /api/forgotten");
    await app.close();
  });
});
