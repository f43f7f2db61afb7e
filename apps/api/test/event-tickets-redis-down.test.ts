import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, signedInCustomer } from "./support/customers";

let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 1: the tickets' Redis is unreachable from the start.
  t = await build({ REDIS_URL: "redis://127.0.0.1:1", LOG_LEVEL: "silent" });
});
afterAll(() => t.close());

const unavailable = {
  code: "unavailable",
  message: "Live updates are unavailable right now. Try again in a moment.",
};

describe("event stream tickets while Redis is unreachable", () => {
  it("are not given: 503 with a message and Retry-After, never a server error", async () => {
    const ada = await signedInCustomer(t);
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/events/ticket",
      headers: bearer(ada.token),
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(unavailable);
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("cannot be used: 503 with a message, in the caller's language too", async () => {
    const ticket = "a".repeat(43);
    const answer = await t.app.inject({ method: "GET", url: `/api/events?ticket=${ticket}` });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(unavailable);
    const inSpanish = await t.app.inject({
      method: "GET",
      url: `/api/events?ticket=${ticket}`,
      headers: { "accept-language": "es" },
    });
    expect(inSpanish.statusCode).toBe(503);
    expect(inSpanish.json().message).toBe(
      "Las actualizaciones en vivo no están disponibles ahora. Inténtalo de nuevo en un momento.",
    );
  });
});
