import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, registration, signedInCustomer } from "./support/customers";

let t: TestApp;
beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: "5", API_RATE_LIMIT_PER_MINUTE: "5" });
});
afterAll(() => t.close());

describe("error answers", () => {
  it("answers bad JSON, a wrong content type, a huge body and an unknown route with {message, code}", async () => {
    const cases = [
      { payload: "{not json", headers: { "content-type": "application/json" }, status: 400 },
      {
        payload: "email=a@b.co",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        status: 415,
      },
      {
        payload: JSON.stringify({ email: "x".repeat(100_000) }),
        headers: { "content-type": "application/json" },
        status: 413,
      },
    ];
    for (const [index, { payload, headers, status }] of cases.entries()) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/forgotpassword",
        payload,
        headers,
        remoteAddress: `10.0.0.${index}`,
      });
      expect(response.statusCode).toBe(status);
      expect(Object.keys(response.json()).sort()).toEqual(["code", "message"]);
      expect(response.body).not.toMatch(/at .*\.ts|node_modules|SELECT/i);
    }
    const missing = await t.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "There is nothing at this address.", code: "not_found" });
  });
});

describe("nesting", () => {
  it("refuses a deeply nested body with 400, however deep", async () => {
    for (const [index, depth] of [33, 20_000].entries()) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json" },
        payload: `${"[".repeat(depth)}${"]".repeat(depth)}`,
        remoteAddress: `10.0.2.${index}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "The request body is nested too deeply.",
        code: "validation_error",
      });
    }
  });
});

describe("NUL characters", () => {
  it("are refused with 400 in the query, the path and the body, before they reach the database", async () => {
    const requests = [
      { method: "GET" as const, url: "/api/dev/mailbox?to=a%00b" },
      { method: "POST" as const, url: "/api/auth/forgotpassword", payload: { email: "a\u0000@example.com" } },
      {
        method: "PUT" as const,
        url: "/api/auth/passwordreset/abc%00def",
        payload: { password: "long enough" },
      },
    ];
    for (const [index, request] of requests.entries()) {
      const response = await t.app.inject({ ...request, remoteAddress: `10.0.1.${index}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Text cannot contain NUL characters.",
        code: "validation_error",
      });
    }
  });
});

describe("lone UTF-16 surrogates", () => {
  // Written as JSON escapes: a JavaScript string cannot carry a lone surrogate into a payload as UTF-8.
  const withLoneSurrogate = (body: object, field: string) =>
    JSON.stringify(body).replace(`"${field}":"`, `"${field}":"ok\\ud800`);

  it("are refused anywhere in a JSON body with 400 naming the field, never 500", async () => {
    const customer = await signedInCustomer(t);
    const cases = [
      {
        url: "/api/auth/register",
        method: "POST" as const,
        payload: withLoneSurrogate(registration(), "firstName"),
        field: "firstName",
      },
      {
        url: `/api/user/${customer.id}`,
        method: "PUT" as const,
        payload: withLoneSurrogate(
          { firstName: "Grace", lastName: "Hopper", phone: "+12025550143" },
          "lastName",
        ),
        field: "lastName",
      },
      {
        url: "/api/security/questions",
        method: "PUT" as const,
        payload: JSON.stringify({ items: [{ question: "q", answer: "x" }] }).replace(
          '"answer":"',
          '"answer":"\\udfff',
        ),
        field: "items[0].answer",
      },
      {
        url: "/api/recipients",
        method: "POST" as const,
        payload: '{"name\\ud800":"x"}',
        field: "name\ufffd",
      },
    ];
    for (const [index, { url, method, payload, field }] of cases.entries()) {
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { "content-type": "application/json", ...bearer(customer.token) },
        remoteAddress: `10.0.2.${index}`,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        message: `${field} holds a broken character (a lone UTF-16 surrogate). Send it as valid text.`,
        code: "validation_error",
      });
    }
  });

  it("leaves characters beyond the Basic Multilingual Plane, whose surrogates come in pairs, alone", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgotpassword",
      payload: '{"email":"\\ud83d\\ude00@example.com"}',
      headers: { "content-type": "application/json" },
      remoteAddress: "10.0.2.9",
    });
    expect(response.json().message).not.toMatch(/surrogate/);
  });
});

describe("security headers", () => {
  it("sends a strict CSP, HSTS, nosniff and a referrer policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("sends pages the headers only pages act on, and API answers the rest of the set", async () => {
    const pageOnly = [
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ];
    const everyAnswer = [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-resource-policy",
    ];
    const answers = { api: ["/api/health", "/api/no-such-route"], pages: ["/", "/dev/mailbox", "/api/docs"] };
    for (const url of [...answers.api, ...answers.pages]) {
      const { headers } = await t.app.inject({ method: "GET", url });
      for (const name of everyAnswer) expect(headers[name], `${name} on ${url}`).toBeDefined();
      for (const name of pageOnly) {
        expect(headers[name] !== undefined, `${name} on ${url}`).toBe(answers.pages.includes(url));
      }
    }
  });

  it("allows the web build's inline scripts by the hashes the build lists, and no other inline script", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "larkspur-web-"));
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    writeFileSync(path.join(dist, "index.html"), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, "inline-scripts.json"), JSON.stringify([hash]));
    const withWeb = await build({ WEB_DIST: dist });
    try {
      for (const url of ["/", "/api/health"]) {
        const csp = String(
          (await withWeb.app.inject({ method: "GET", url })).headers["content-security-policy"],
        );
        expect(/(?:^|;)script-src ([^;]*)/.exec(csp)?.[1]?.split(" ")).toEqual(["'self'", hash]);
      }
    } finally {
      await withWeb.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("addresses the web app has no page for", () => {
  it("answers 404 with the app, which shows its not-found page, and 200 at the app's pages", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "larkspur-web-"));
    const shell = '<!doctype html><div id="root"></div>';
    writeFileSync(path.join(dist, "index.html"), shell);
    writeFileSync(
      path.join(dist, "app-paths.json"),
      JSON.stringify(["/", "/about-us", "/admin", "/admin/staff", "/pay/:requestId"]),
    );
    const withWeb = await build({ WEB_DIST: dist });
    const get = (url: string) => withWeb.app.inject({ method: "GET", url });
    try {
      for (const url of ["/no-such-page", "/pay", "/pay/abc/more", "/admin/nobody", "/about-us/x"]) {
        const answer = await get(url);
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body).toBe(shell);
      }
      for (const url of [
        "/",
        "/about-us",
        "/about-us/",
        "/about-us?from=home",
        "/admin",
        "/admin/staff",
        "/pay/abc",
      ]) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
      expect((await get("/api/nothing")).json().code).toBe("not_found");
    } finally {
      await withWeb.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("rate limits", () => {
  it("limits auth routes per IP with 429 and Retry-After", async () => {
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/resend-code",
        payload: { email: "someone@example.com" },
        remoteAddress: "192.0.2.10",
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const otherIp = await t.app.inject({
      method: "POST",
      url: "/api/auth/resend-code",
      payload: { email: "someone@example.com" },
      remoteAddress: "192.0.2.11",
    });
    expect(otherIp.statusCode).toBe(200);
  });
});
