import * as argon2 from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { build, type TestApp } from "./support/build";
import { signedInCustomer } from "./support/customers";

// Every Argon2 verification the API makes is counted; the hashing itself stays real.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const MAX_FAILURES = 10;

let t: TestApp;
beforeAll(async () => {
  t = await build({ LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
});
afterAll(() => t.close());

/** Sends `count` sign-ins at once and answers their statuses and how many passwords Argon2 checked. */
async function burst(body: Record<string, string>, count: number) {
  const verify = vi.mocked(argon2.verify);
  const before = verify.mock.calls.length;
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: body }),
    ),
  );
  return { statuses: answers.map((answer) => answer.statusCode), checks: verify.mock.calls.length - before };
}

const countOf = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describe("sign-in cool-down under parallel guesses", () => {
  it("checks at most LOGIN_MAX_FAILURES of 20 simultaneous wrong passwords; the rest answer 429", async () => {
    const customer = await signedInCustomer(t);
    const { statuses, checks } = await burst({ email: customer.email, password: "not the password" }, 20);
    expect(checks).toBeGreaterThan(0);
    expect(checks).toBeLessThanOrEqual(MAX_FAILURES);
    expect(countOf(statuses, 401)).toBe(checks);
    expect(countOf(statuses, 429)).toBe(20 - checks);

    const right = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: customer.email, password: customer.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it("does the same for an address nobody registered", async () => {
    const { statuses, checks } = await burst({ email: "nobody.here@example.com", password: "guess one" }, 20);
    expect(checks).toBeLessThanOrEqual(MAX_FAILURES);
    expect(countOf(statuses, 401) + countOf(statuses, 429)).toBe(20);
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(20 - MAX_FAILURES);
  });

  it("still lets the right password in after fewer failures than the limit", async () => {
    const customer = await signedInCustomer(t);
    const { checks } = await burst({ email: customer.email, password: "not the password" }, MAX_FAILURES - 1);
    expect(checks).toBe(MAX_FAILURES - 1);
    const right = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: customer.email, password: customer.password },
    });
    expect(right.statusCode).toBe(200);
  });
});
