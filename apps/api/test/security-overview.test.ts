import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { quickCustomer } from "./support/money";

describe("GET /api/security", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it("answers a new customer's sign-in security: nothing turned on yet", async () => {
    const customer = await quickCustomer(t);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/security",
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, questions: [] });
  });

  it("needs a signed-in caller", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/security" });
    expect(response.statusCode).toBe(401);
  });
});
