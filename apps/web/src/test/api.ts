import type { UserSettings } from "@larkspur/shared/schemas/settings";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { texts } from "@larkspur/shared/texts";
import { vi } from "vitest";
import { isStaff } from "../lib/home-path";
import { useSession } from "../lib/session-store";
import { adaDetail, queueOf } from "./backoffice-fixtures";
import { travelCard, travelCardDetails } from "./card-fixtures";
import { conversionDone, referenceRates, usdToEurQuote } from "./currency-fixtures";
import { ada, grace, jsonResponse, savedGrace, thisDevice } from "./fixtures";
import {
  adaReceivingDetails,
  balancedBooks,
  openBatch,
  stagedNotification,
  unmatchedRent,
} from "./rails-fixtures";
import { requestToGrace } from "./request-fixtures";
import { conversationsOf, inboxItemOf, rentConversation, rentInboxThread } from "./support-fixtures";
import { deposit, localTransfer } from "./transaction-fixtures";

/** A call as a handler sees it: the route's parameters, the query and the JSON body already read. */
export interface ApiCall {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit;
}

/** What a handler answers: a Response as it is, anything else as a 200 JSON body. */
export type Handler = (call: ApiCall) => unknown;

/** A passkey as GET /api/security lists it. */
export const workLaptop = {
  id: "8f0c6a1e-4b7d-4d8e-9a51-3f2b8c7d6e5f",
  name: "Work laptop",
  createdAt: "2026-03-05T10:00:00.000Z",
  lastUsedAt: null as string | null,
};

/** A saved bank account as GET /api/recipients lists it. */
export const savedBankAccount = {
  recipientId: "5b1d7c2e-9a4f-4e3b-8c6d-2f1a0e9b8c7d",
  type: "International" as const,
  name: "Emmy Noether",
  accountNumber: "DE89370400440532013000",
  maskedAccountNumber: "•••• 3000",
  bankDetails: {
    accountName: "Emmy Noether",
    accountNumber: "DE89370400440532013000",
    bankName: "Nordbank",
    accountType: "Current account",
    routingNumber: "37040044",
    swiftCode: "COBADEFFXXX",
    country: "Germany",
  },
  createdAt: "2026-03-05T10:00:00.000Z",
};

/** Limits on money out as a customer starts with them, nothing sent yet. */
const bankLimits = { perPayment: 10_000, daily: 25_000, monthly: 100_000 };
export const standardLimits = { ...bankLimits, usedToday: 0, used30Days: 0 };

const submitted = (transaction: TransactionItem) => ({ message: texts.transferSubmitted, transaction });

/**
 * Every call the web app makes, answered as the API would for the signed-in user (Ada when nobody is), with an empty
 * history and an empty back office. A test replaces only the calls it is about.
 */
const defaults = {
  "GET /api/user": () => useSession.getState().user.currentUser ?? ada,
  "PUT /api/user/:userId": ({ body }) => ({ ...ada, ...(body as object) }),
  "PUT /api/user/:userId/settings": ({ body }) => {
    const { language, timeZone, emailPreferences } = useSession.getState().user.currentUser ?? ada;
    const asked = body as Partial<UserSettings>;
    return {
      language: asked.language ?? language,
      timeZone: asked.timeZone ?? timeZone,
      emailPreferences: { ...emailPreferences, ...asked.emailPreferences },
    };
  },
  "POST /api/user/:userId/email/verify": () => ada,
  "POST /api/user/:userId/password": () => ({ message: "Password changed" }),
  "GET /api/transaction/:userId": () => [],
  "GET /api/transaction/:userId/export.csv": () =>
    new Response("Date and time,Transaction ID\n", { headers: { "content-type": "text/csv" } }),
  "GET /api/statements/:userId": () => ({ statements: [] }),
  "GET /api/statements/:userId/:month.pdf": () =>
    new Response("%PDF-1.3", { headers: { "content-type": "application/pdf" } }),
  "GET /api/notifications": () => ({ items: [], unread: 0, nextCursor: null }),
  "POST /api/notifications/read": () => ({ unread: 0 }),
  "POST /api/events/ticket": () =>
    jsonResponse({ ticket: "one-time-ticket", expiresAt: "2026-03-05T10:00:30.000Z" }, 201),
  "GET /api/user/:userId/profile-completeness": () => ({
    percent: 50,
    mobile: true,
    email: true,
    card: false,
    bankAccount: false,
  }),
  "GET /api/recipients/:userId": () => ({ recipients: [] }),
  "GET /api/cards/:userId": () => [],
  "POST /api/cards/:userId": ({ body }) => jsonResponse({ ...travelCard, ...(body as object) }, 201),
  "POST /api/cards/:userId/:cardId/freeze": () => ({ ...travelCard, status: "Frozen" }),
  "POST /api/cards/:userId/:cardId/unfreeze": () => travelCard,
  "DELETE /api/cards/:userId/:cardId": () => ({ ...travelCard, status: "Terminated" }),
  "PUT /api/cards/:userId/:cardId/limits": ({ body }) => ({
    ...travelCard,
    limits: { ...travelCard.limits, ...(body as object) },
  }),
  "POST /api/cards/:userId/:cardId/details": () => travelCardDetails,
  "POST /api/recipients/:userId": ({ body }) => {
    const { bankDetails } = body as { bankDetails?: typeof savedBankAccount.bankDetails };
    if (!bankDetails) return jsonResponse(savedGrace, 201);
    return jsonResponse({ ...savedBankAccount, name: bankDetails.accountName, bankDetails }, 201);
  },
  "DELETE /api/recipients/:userId/:recipientId": () => ({ message: "Recipient removed" }),
  "POST /api/transaction/initiate/:userId": () => ({
    message: texts.verificationEmailSent,
    transactionId: localTransfer.transactionId,
  }),
  "POST /api/transaction/verify/:userId": () => submitted({ ...localTransfer, status: "Pending" }),
  "GET /api/payees/lookup": () => grace,
  "POST /api/transaction/cancel/:userId/:transactionId": () => ({
    message: texts.transferCancelled,
    transaction: { ...localTransfer, status: "Cancelled" },
  }),
  "GET /api/requests/:userId": () => ({ incoming: [], outgoing: [] }),
  "GET /api/schedules/:userId": () => [],
  "POST /api/schedules/:userId": () => new Response("{}", { status: 500 }),
  "POST /api/schedules/:userId/:scheduleId/confirm": () => new Response("{}", { status: 500 }),
  "POST /api/schedules/:userId/:scheduleId/pause": () => new Response("{}", { status: 500 }),
  "POST /api/schedules/:userId/:scheduleId/resume": () => new Response("{}", { status: 500 }),
  "DELETE /api/schedules/:userId/:scheduleId": () => new Response("{}", { status: 500 }),
  "POST /api/requests/:userId": () => jsonResponse(requestToGrace, 201),
  "GET /api/requests/:userId/:requestId": () => requestToGrace,
  "POST /api/requests/:userId/:requestId/decline": () => ({ ...requestToGrace, status: "Declined" }),
  "POST /api/requests/:userId/:requestId/cancel": () => ({ ...requestToGrace, status: "Cancelled" }),
  "POST /api/security/passkeys/options": () => ({ challenge: "Y2hhbGxlbmdl" }),
  "POST /api/security/passkeys": ({ body }) =>
    jsonResponse({ ...workLaptop, name: (body as { name: string }).name }, 201),
  "PATCH /api/security/passkeys/:id": ({ params, body }) => ({
    ...workLaptop,
    id: params.id,
    name: (body as { name: string }).name,
  }),
  "DELETE /api/security/passkeys/:id": () => new Response(null, { status: 204 }),
  "POST /api/auth/passkey/options": () => ({ challenge: "Y2hhbGxlbmdl" }),
  "POST /api/auth/passkey": () => ({ token: "live-token", others: ada }),
  "POST /api/auth/register": () => ({ message: texts.verificationEmailSent }),
  "POST /api/auth/verify": () => ({ message: texts.accountVerified }),
  "POST /api/auth/resend-code": () => ({
    message: "If this account is waiting for a code, a new one is on its way.",
  }),
  "POST /api/auth/login": () => ({ token: "live-token", others: ada }),
  "POST /api/auth/logout": () => ({ message: "Signed out" }),
  "POST /api/auth/forgotpassword": () => new Response(texts.emailSent, { status: 200 }),
  "PUT /api/auth/passwordreset/:resetToken": () => ({ message: "Password updated" }),
  // Staff have set up their second factor, as the back office requires; customers have nothing on yet.
  "GET /api/security": () => ({
    totp: isStaff(useSession.getState().user.currentUser ?? ada),
    passkeys: [],
    recoveryCodesLeft: 0,
    questions: [],
  }),
  "POST /api/security/totp": () => ({
    secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    otpauthUrl:
      "otpauth://totp/Larkspur:ada%40example.com?issuer=Larkspur&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
  }),
  "POST /api/security/totp/confirm": () => ({
    recoveryCodes: Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, "0")}`),
  }),
  "DELETE /api/security/totp": () => ({ message: "2-Step Verification is off" }),
  "POST /api/security/recovery-codes": () => ({
    recoveryCodes: Array.from({ length: 10 }, (_, index) => `newcd-fgh${String(index).padStart(2, "0")}`),
  }),
  "POST /api/security/reauthenticate": () => new Response(null, { status: 204 }),
  "POST /api/auth/login/mfa": () => ({ token: "live-token", others: ada }),
  "POST /api/auth/login/mfa/passkey/options": () => ({ challenge: "c2Vjb25k" }),
  "GET /api/admin/transfers": () => queueOf([]),
  "POST /api/admin/transfers/:transactionId/approve": () => ({
    transaction: { ...localTransfer, status: "Completed" },
    approvals: 1,
    approvalsRequired: 1,
    completed: true,
  }),
  "POST /api/admin/transfers/:transactionId/reject": () => ({
    message: texts.transferCancelled,
    transaction: { ...localTransfer, status: "Cancelled" },
  }),
  "GET /api/sessions": () => [thisDevice],
  "DELETE /api/sessions/:id": () => ({ message: "Signed out" }),
  "POST /api/sessions/revoke-others": () => ({ message: "Signed out everywhere else", revoked: 0 }),
  "PUT /api/security/questions": ({ body }) => ({
    questions: (body as { items: { question: string }[] }).items.map((item) => item.question),
  }),
  "GET /api/admin/customers/:userId/security-questions": () => ({ questions: [] }),
  "POST /api/admin/customers/:userId/security-answer-check": () => ({ match: false }),
  "GET /api/admin/customers": () => ({ items: [], page: 1, pageSize: 20, total: 0 }),
  "GET /api/admin/customers/:userId": () => adaDetail,
  "PUT /api/admin/customers/:userId": () => adaDetail.customer,
  "PATCH /api/admin/customers/:userId": () => ({ message: "Changes saved", customer: adaDetail.customer }),
  "POST /api/admin/customers/:userId/deposits": () =>
    jsonResponse({ message: "Deposit credited", transaction: { ...deposit, status: "Completed" } }, 201),
  "GET /api/admin/customers/:userId/cards": () => [],
  "POST /api/admin/customers/:userId/cards/:cardId/freeze": () => ({ ...travelCard, status: "Frozen" }),
  "GET /api/admin/customers/:userId/limits": () => ({
    ...standardLimits,
    bankLimits,
    standardLimits: bankLimits,
  }),
  "PUT /api/admin/customers/:userId/limits": () => ({
    ...standardLimits,
    bankLimits,
    standardLimits: bankLimits,
  }),
  "GET /api/limits/:userId": () => standardLimits,
  "PUT /api/limits/:userId": ({ body }) => ({ ...standardLimits, ...(body as object) }),
  "GET /api/admin/audit": () => ({ items: [] }),
  "GET /api/admin/ledger-checks": () => ({ items: [] }),
  "GET /api/admin/rates": () => referenceRates,
  "POST /api/admin/rates": () =>
    jsonResponse(
      {
        loadId: "load-1",
        status: "Awaiting approval",
        dates: ["2026-03-05"],
        rates: 3,
        sha256: "ab".repeat(32),
      },
      202,
    ),
  "GET /api/admin/rates/staged": () => ({ items: [] }),
  "POST /api/admin/rates/:loadId/reject": ({ params }) => ({ loadId: params.loadId, status: "Rejected" }),
  "POST /api/admin/rates/:loadId/approve": ({ params }) => ({
    loadId: params.loadId,
    status: "Approved",
    dates: ["2026-03-05"],
    rates: 3,
  }),
  "POST /api/balances/:userId": ({ body }) =>
    jsonResponse({ ...(body as object), available: 0, balance: 0, held: 0 }, 201),
  "DELETE /api/balances/:userId/:currency": () => new Response(null, { status: 204 }),
  "POST /api/conversions/:userId/quote": () => usdToEurQuote,
  "POST /api/conversions/:userId": () => jsonResponse(conversionDone, 201),
  "GET /api/receive/:userId": () => adaReceivingDetails,
  "GET /api/admin/money-in": () => ({ items: [] }),
  "POST /api/admin/bank-statements": () =>
    jsonResponse({ importId: stagedNotification.id, status: "Awaiting approval", entries: [] }, 202),
  "GET /api/admin/bank-files": () => ({ items: [] }),
  "POST /api/admin/bank-files/:id/approve": () => ({ entries: 1, credited: 1, unmatched: 0, duplicates: 0 }),
  "POST /api/admin/bank-files/:id/reject": () => ({ importId: stagedNotification.id, status: "Rejected" }),
  "POST /api/admin/money-in/:id/assign": ({ body }) => ({
    entry: { ...unmatchedRent, status: "Assigned", decisionReason: (body as { reason: string }).reason },
    transaction: { ...deposit, status: "Completed" },
  }),
  "POST /api/admin/money-in/:id/approve": () => ({
    entry: {
      ...unmatchedRent,
      status: "Assigned",
      decisionReason: "The payer called with her account number",
    },
    transaction: { ...deposit, status: "Completed" },
  }),
  "POST /api/admin/money-in/:id/return": ({ body }) => ({
    entry: { ...unmatchedRent, status: "ForReturn", decisionReason: (body as { reason: string }).reason },
  }),
  "GET /api/admin/payments-out": () => ({ items: [], totals: [] }),
  "GET /api/admin/payment-batches": () => ({ items: [] }),
  "POST /api/admin/payment-batches": () => jsonResponse(openBatch, 201),
  "GET /api/admin/payment-batches/:id/pain.001.xml": () =>
    new Response("<Document/>", {
      headers: {
        "content-type": "application/xml",
        "content-disposition": 'attachment; filename="batch.xml"',
      },
    }),
  "POST /api/admin/payment-batches/:id/status": () =>
    jsonResponse({ importId: stagedNotification.id, status: "Awaiting approval", entries: [] }, 202),
  "GET /api/admin/reconciliation": () => balancedBooks,
  "GET /api/admin/staff": () => ({ items: [] }),
  "POST /api/admin/staff": () => jsonResponse({ id: "s_3" }, 201),
  "PUT /api/admin/staff/:userId": () => ({ message: "Staff member disabled" }),
  "GET /api/support/conversations": () => conversationsOf(),
  "POST /api/support/conversations": () => jsonResponse(rentConversation, 201),
  "GET /api/support/conversations/:id": () => rentConversation,
  "POST /api/support/conversations/:id/messages": () => jsonResponse(rentConversation, 201),
  "GET /api/admin/support": () => ({ conversations: [inboxItemOf(rentInboxThread)] }),
  "GET /api/admin/support/:id": () => rentInboxThread,
  "POST /api/admin/support/:id/take": () => rentInboxThread,
  "POST /api/admin/support/:id/messages": () => jsonResponse(rentInboxThread, 201),
  "POST /api/admin/support/:id/close": () => ({ ...rentInboxThread, status: "closed" }),
} satisfies Record<string, Handler>;

export type ApiRoute = keyof typeof defaults;

/** An API error as the server sends it: `{ message, code }` with its status. */
export const apiError = (status: number, message: string, code: string) =>
  jsonResponse({ message, code }, status);

/** An answer the test gives when it chooses: the call waits until `answer` is called. */
export function heldAnswer() {
  let answer: (body: unknown) => void = () => {};
  const handler: Handler = () => new Promise((resolve) => (answer = resolve));
  return { handler, answer: (body: unknown) => answer(body) };
}

function matcher(route: string) {
  const [method, pattern] = route.split(" ") as [string, string];
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  const regex = new RegExp(`^${source}$`);
  return (call: { method: string; path: string }) => {
    const found = call.method === method ? regex.exec(call.path) : null;
    return found && Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
  };
}

/** A JSON body parsed; a file (the bank files the back office uploads) as it was sent. */
const readBody = (init: RequestInit) =>
  typeof init.body === "string" ? JSON.parse(init.body) : init.body instanceof Blob ? init.body : undefined;

/**
 * Replaces fetch for one test with the fake API: the defaults above, with `overrides` for the calls the test is
 * about. A call no route serves fails the test. Answers the fetch mock, whose calls the test can read.
 */
export function serveApi(overrides: Partial<Record<ApiRoute, Handler>> = {}) {
  const routes = Object.entries({ ...defaults, ...overrides }).map(
    ([route, handler]) => [matcher(route), handler as Handler] as const,
  );
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const call = { method: init.method ?? "GET", path: url.pathname };
    for (const [match, handler] of routes) {
      const params = match(call);
      if (!params) continue;
      const answer = await handler({ params, query: url.searchParams, body: readBody(init), init });
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    throw new Error(`The fake API has no route for ${call.method} ${url.pathname}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `route`, in order. */
export function sentTo(fetchMock: ReturnType<typeof serveApi>, route: ApiRoute): unknown[] {
  const match = matcher(route);
  return fetchMock.mock.calls
    .filter(([input, init]) =>
      match({ method: init?.method ?? "GET", path: new URL(String(input), "http://localhost").pathname }),
    )
    .map(([, init]) => readBody(init ?? {}));
}
