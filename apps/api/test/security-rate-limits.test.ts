import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { type Customer, quickCustomer } from "./support/money";

// Different maximums, so a shared counter would show.
const AUTH = 5;
const API = 7;
const MAILBOX = 3;

let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await build({
    AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH),
    API_RATE_LIMIT_PER_MINUTE: String(API),
    MAILBOX_RATE_LIMIT_PER_MINUTE: String(MAILBOX),
  });
  customer = await quickCustomer(t);
});
afterAll(() => t.close());

const send = (
  method: "GET" | "POST",
  url: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, remoteAddress, headers, ...(method === "POST" && { payload: {} }) });

describe("the route the router matched decides the limit", () => {
  it("counts /%61pi/auth/login and /api/%61uth/login as /api/auth/login", async () => {
    const ip = "203.0.113.1";
    const spellings = ["/api/auth/login", "/%61pi/auth/login", "/api/%61uth/login", "/%61pi/auth/login"];
    for (const url of spellings) expect((await send("POST", url, ip)).statusCode, url).toBe(400);
    expect((await send("POST", "/api/%61uth/login", ip)).statusCode).toBe(400);
    for (const url of ["/api/auth/login", "/%61pi/auth/login", "/api/%61uth/login"]) {
      const limited = await send("POST", url, ip);
      expect(limited.statusCode, url).toBe(429);
      expect(limited.json().code).toBe("rate_limited");
    }
  });

  it("limits an encoded spelling of another route like its plain one", async () => {
    const ip = "203.0.113.2";
    for (let i = 0; i < API; i++) expect((await send("GET", "/%61pi/user", ip)).statusCode).toBe(401);
    expect((await send("GET", "/api/user", ip)).statusCode).toBe(429);
  });
});

describe("keys", () => {
  it("counts requests with made-up tokens per IP, whatever the token", async () => {
    const ip = "203.0.113.3";
    for (let i = 0; i < API; i++) {
      expect((await send("GET", "/api/user", ip, bearer(`made-up-${i}`))).statusCode).toBe(401);
    }
    expect((await send("GET", "/api/user", ip, bearer("one-more-made-up-token"))).statusCode).toBe(429);
    expect((await send("GET", "/api/user", ip)).statusCode).toBe(429);
    // A live session has a counter of its own, so the abuse from its address does not lock it out.
    expect((await send("GET", "/api/user", ip, bearer(customer.token))).statusCode).toBe(200);
  });

  it("counts a live session per token, apart from its address", async () => {
    const other = await quickCustomer(t);
    const ip = "203.0.113.4";
    for (let i = 0; i < API; i++) {
      expect((await send("GET", "/api/user", ip, bearer(other.token))).statusCode).toBe(200);
    }
    expect((await send("GET", "/api/user", ip, bearer(other.token))).statusCode).toBe(429);
    expect((await send("GET", "/api/user", "203.0.113.5", bearer(other.token))).statusCode).toBe(429);
    expect((await send("GET", "/api/user", ip)).statusCode).toBe(401);
  });

  it("moves a signed-out token back to its address's counter", async () => {
    const leaving = await quickCustomer(t);
    const ip = "203.0.113.6";
    expect((await send("GET", "/api/user", ip, bearer(leaving.token))).statusCode).toBe(200);
    expect((await send("POST", "/api/auth/logout", ip, bearer(leaving.token))).statusCode).toBe(200);
    // The first refusal may still spend the session's old counter; every one after it spends the address's.
    for (let i = 0; i <= API; i++) {
      expect((await send("GET", "/api/user", ip, bearer(leaving.token))).statusCode).toBe(401);
    }
    expect((await send("GET", "/api/user", ip, bearer(leaving.token))).statusCode).toBe(429);
    expect((await send("GET", "/api/user", ip)).statusCode).toBe(429);
  });
});

describe("each limit keeps its own counter", () => {
  it("unauthenticated reads, the mailbox and sign-ins of one IP do not spend each other's budget", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < API; i++) expect((await send("GET", "/api/user", ip)).statusCode).toBe(401);
    expect((await send("GET", "/api/user", ip)).statusCode).toBe(429);
    for (let i = 0; i < MAILBOX; i++) {
      expect((await send("GET", "/api/dev/mailbox?to=a@example.com", ip)).statusCode).toBe(200);
    }
    expect((await send("GET", "/api/dev/mailbox?to=a@example.com", ip)).statusCode).toBe(429);
    for (let i = 0; i < AUTH; i++) expect((await send("POST", "/api/auth/login", ip)).statusCode).toBe(400);
    expect((await send("POST", "/api/auth/login", ip)).statusCode).toBe(429);
  });

  it("reading the mailbox does not spend the sign-in budget, nor sign-ins the mailbox's", async () => {
    const ip = "203.0.113.8";
    for (let i = 0; i < AUTH; i++) expect((await send("POST", "/api/auth/login", ip)).statusCode).toBe(400);
    expect((await send("GET", "/dev/mailbox", ip)).statusCode).toBe(200);
    expect((await send("POST", "/api/auth/login", ip)).statusCode).toBe(429);
  });
});
