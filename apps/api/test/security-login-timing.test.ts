import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { signedInCustomer } from "./support/customers";

const TRIES = 50;

let t: TestApp;
beforeAll(async () => {
  // No cool-down, so all the tries reach the password check; the per-IP limit is already out of reach in tests.
  t = await build({ LOGIN_MAX_FAILURES: "100000" });
});
afterAll(() => t.close());

async function timedLogin(email: string) {
  const started = performance.now();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: "not the right passphrase" },
  });
  return { ms: performance.now() - started, status: response.statusCode, body: response.body };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

describe("a wrong password and an unknown account", () => {
  it(`answer alike, and their times over ${TRIES} interleaved pairs of tries are within 25% (median)`, async () => {
    const customer = await signedInCustomer(t);
    const unknownEmail = "nobody.with.this.address@example.com";
    for (let i = 0; i < 3; i++) await Promise.all([timedLogin(customer.email), timedLogin(unknownEmail)]);

    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < TRIES; i++) {
      // Alternating which goes first spreads any drift in the machine's load over both sides.
      const order = i % 2 === 0 ? [customer.email, unknownEmail] : [unknownEmail, customer.email];
      for (const email of order) {
        const { ms, status, body } = await timedLogin(email);
        (email === unknownEmail ? unknown : known).push(ms);
        answers.add(`${status} ${body}`);
      }
    }

    expect([...answers]).toEqual(['401 {"message":"Wrong credentials","code":"wrong_credentials"}']);
    // Each pair ran back to back, so load that comes and goes on a shared machine weighs on both of its sides alike.
    const pairRatio = median(known.map((ms, i) => ms / unknown[i]!));
    const report = `medians: known ${median(known)} ms, unknown ${median(unknown)} ms, of pair ratios ${pairRatio}`;
    expect(Math.max(pairRatio, 1 / pairRatio), report).toBeLessThan(1.25);
  }, 120_000);
});
