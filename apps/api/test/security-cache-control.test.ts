import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { type Customer, quickCustomer } from "./support/money";
import { finishedUpload } from "./support/uploads";

let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: "1" });
  customer = await quickCustomer(t);
});
afterAll(() => t.close());

describe("Cache-Control on API answers", () => {
  it("is no-store on every kind of /api answer: data, errors, limits, mail", async () => {
    const headers = bearer(customer.token);
    const requests = [
      { method: "GET" as const, url: "/api/user", headers },
      { method: "GET" as const, url: `/api/transaction/${customer.id}`, headers },
      { method: "GET" as const, url: "/api/user" },
      { method: "GET" as const, url: "/api/health" },
      { method: "GET" as const, url: "/api/no-such-route" },
      { method: "GET" as const, url: `/api/dev/mailbox?to=${encodeURIComponent(customer.email)}` },
      { method: "GET" as const, url: "/dev/mailbox" },
      { method: "GET" as const, url: "/api/uploads/no-such-picture.webp" },
      { method: "POST" as const, url: "/api/auth/login", payload: {} },
      { method: "POST" as const, url: "/api/auth/login", payload: {} },
    ];
    const statuses: number[] = [];
    for (const request of requests) {
      const response = await t.app.inject(request);
      statuses.push(response.statusCode);
      expect(response.headers["cache-control"], `${request.method} ${request.url}`).toBe("no-store");
    }
    expect(statuses).toEqual([200, 200, 401, 200, 404, 200, 200, 404, 400, 429]);
  });

  it("keeps the long cache of served pictures", async () => {
    const location = await finishedUpload(t, customer.token);
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/user/${customer.id}`,
      headers: bearer(customer.token),
      payload: { picture: location },
    });
    const served = await t.app.inject({ method: "GET", url: saved.json().picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
