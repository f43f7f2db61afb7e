import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../src/modules/backoffice/staff.service";
import { build, type TestApp } from "./support/build";
import { login } from "./support/customers";
import { quickCustomer } from "./support/money";

/**
 * Random and hostile input on every route: nothing a client sends may produce a 5xx, every refusal is JSON
 * `{message, code}`, and no balance moves.
 */
let t: TestApp;
let customer: { id: string; token: string };
let staffToken: string;

beforeAll(async () => {
  t = await build();
  customer = await quickCustomer(t);
  const email = `fuzz.staff.${randomUUID().slice(0, 6)}@larkspur.test`;
  await createStaff(t.ctx, {
    email,
    firstName: "Fuzz",
    lastName: "Staff",
    role: "admin",
    password: "a random input passphrase",
  });
  staffToken = (await login(t, email, "a random input passphrase")).token;
});
afterAll(() => t.close());

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%00",
    "NaN",
    "Infinity",
    "-0",
    "1e308",
    "0.001",
    "-5",
    "９９",
    "\u0000",
    "𝟘𝟙𝟚",
    "x".repeat(5000),
  ),
);
const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 0.001, -1, 0, Number.MAX_SAFE_INTEGER + 2, 123456.789),
);
const hostileValue = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);
const fieldNames = fc.constantFrom(
  "email",
  "password",
  "otp",
  "firstName",
  "lastName",
  "middleName",
  "phone",
  "accountNumber",
  "amount",
  "description",
  "transferOption",
  "bankDetails",
  "transactionId",
  "reason",
  "status",
  "transferDisabled",
  "role",
  "balance",
  "picture",
  "__proto__",
  "constructor",
  "query",
  "message",
);
const hostileBody = fc.oneof(
  fc.dictionary(fieldNames, hostileValue, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({
    amount: hostileNumber,
    description: hostileText,
    transferOption: fc.constantFrom("Local", "International", "Space"),
    bankDetails: fc.dictionary(
      fc.constantFrom(
        "accountName",
        "accountNumber",
        "bankName",
        "accountType",
        "routingNumber",
        "swiftCode",
        "country",
      ),
      hostileValue,
    ),
  }),
);
const hostileSegment = fc.oneof(
  fc.constantFrom("123", "not-a-uuid", randomUUID(), "%27%20OR%201%3D1", "..", "%00", "x".repeat(150)),
  fc.webSegment(),
);

type Method = "GET" | "POST" | "PUT";
const routes: {
  method: Method;
  path: (id: string, other: string) => string;
  token: () => string | undefined;
}[] = [
  { method: "POST", path: () => "/api/auth/register", token: () => undefined },
  { method: "POST", path: () => "/api/auth/verify", token: () => undefined },
  { method: "POST", path: () => "/api/auth/resend-code", token: () => undefined },
  { method: "POST", path: () => "/api/auth/login", token: () => undefined },
  { method: "POST", path: () => "/api/auth/forgotpassword", token: () => undefined },
  { method: "PUT", path: (id) => `/api/auth/passwordreset/${id}`, token: () => undefined },
  { method: "POST", path: () => "/api/auth/logout", token: () => "not-a-token" },
  { method: "GET", path: () => "/api/user", token: () => customer.token },
  { method: "PUT", path: (id) => `/api/user/${id}`, token: () => customer.token },
  { method: "GET", path: (id) => `/api/transaction/${id}`, token: () => customer.token },
  { method: "POST", path: (id) => `/api/transaction/initiate/${id}`, token: () => customer.token },
  { method: "POST", path: (id) => `/api/transaction/verify/${id}`, token: () => customer.token },
  {
    method: "POST",
    path: (id, other) => `/api/transaction/cancel/${id}/${other}`,
    token: () => customer.token,
  },
  { method: "GET", path: () => "/api/admin/transfers", token: () => staffToken },
  { method: "POST", path: (id) => `/api/admin/transfers/${id}/approve`, token: () => staffToken },
  { method: "POST", path: (id) => `/api/admin/transfers/${id}/reject`, token: () => staffToken },
  { method: "GET", path: () => "/api/admin/customers", token: () => staffToken },
  { method: "GET", path: (id) => `/api/admin/customers/${id}`, token: () => staffToken },
  { method: "POST", path: (id) => `/api/admin/customers/${id}/deposits`, token: () => staffToken },
  { method: "PUT", path: (id) => `/api/admin/customers/${id}`, token: () => staffToken },
  { method: "GET", path: () => "/api/admin/audit", token: () => staffToken },
  { method: "POST", path: () => "/api/admin/staff", token: () => staffToken },
  { method: "PUT", path: (id) => `/api/admin/staff/${id}`, token: () => staffToken },
  { method: "POST", path: () => "/api/support/conversations", token: () => customer.token },
  { method: "POST", path: (id) => `/api/support/conversations/${id}/messages`, token: () => customer.token },
  { method: "GET", path: () => "/api/admin/support", token: () => staffToken },
  { method: "POST", path: (id) => `/api/admin/support/${id}/messages`, token: () => staffToken },
];

async function moneySnapshot() {
  const { rows } = await sql<{ total: string; postings: string }>`
    select coalesce(sum(balance), 0)::text as total, (select count(*) from postings)::text as postings
    from accounts`.execute(t.ctx.db);
  return rows[0];
}

describe("every route under random and hostile input", () => {
  for (const route of routes) {
    it(`${route.method} ${route.path(":id", ":other")}`, async () => {
      const before = await moneySnapshot();
      await fc.assert(
        fc.asyncProperty(
          hostileSegment,
          hostileSegment,
          hostileBody,
          fc.dictionary(
            fc.constantFrom("limit", "before", "query", "page", "pageSize", "status", "to", "actor"),
            hostileText,
          ),
          fc.option(fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"), {
            nil: undefined,
          }),
          async (id, other, body, query, contentType) => {
            const token = route.token();
            const response = await t.app.inject({
              method: route.method,
              url: route.path(encodeURIComponent(id), encodeURIComponent(other)),
              query,
              headers: {
                ...(token && { token: `Bearer ${token}` }),
                ...(contentType && { "content-type": contentType }),
              },
              ...(route.method !== "GET" && {
                payload: JSON.stringify(body) ?? "",
              }),
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(Object.keys(response.json()).sort()).toEqual(["code", "message"]);
              expect(response.body).not.toMatch(/\bat \S+\.(ts|js):\d+|node_modules|syntax error at/i);
            }
          },
        ),
        { numRuns: 200 },
      );
      expect(await moneySnapshot()).toEqual(before);
    });
  }
});
