import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { backdateCodes, register, signedInCustomer } from "./support/customers";

const TRIES = 40;

let t: TestApp;
let accounts: Record<"verified" | "unverified" | "unknown", string>;
beforeAll(async () => {
  t = await build();
  accounts = {
    verified: (await signedInCustomer(t)).email,
    unverified: (await register(t)).email,
    unknown: "nobody.registered.this@example.com",
  };
});
afterAll(() => t.close());

/**
 * Waits until the worker has handled every request and delivered its mail. Timing each request on a quiet queue
 * compares the request paths themselves, not the worker's work competing with them for the database.
 */
async function settle() {
  for (;;) {
    const { rows } = await sql<{ busy: number }>`select count(*)::int as busy from pgboss.job
      where name in ('account-mail-request', 'mail') and state in ('created', 'active', 'retry')`.execute(
      t.ctx.db,
    );
    // Once the last job is done its worker polls again at once; a short pause lets that pass too.
    await new Promise((resolve) => setTimeout(resolve, rows[0]!.busy === 0 ? 30 : 10));
    if (rows[0]!.busy === 0) return;
  }
}

describe.each(["/api/auth/forgotpassword", "/api/auth/resend-code"])("POST %s", (url) => {
  it("answers a verified, an unverified and an unknown account alike, in the same time", async () => {
    const answers = new Set<string>();
    const times = new Map<string, number[]>(Object.keys(accounts).map((kind) => [kind, []]));
    for (let i = 0; i < TRIES; i++) {
      // A code resent a minute ago would not be resent now; backdating keeps the unverified account sending.
      await backdateCodes(t, accounts.unverified, 120_000);
      const round = Object.entries(accounts);
      if (i % 2 === 1) round.reverse();
      for (const [kind, email] of round) {
        await settle();
        const started = performance.now();
        const response = await t.app.inject({ method: "POST", url, payload: { email } });
        times.get(kind)!.push(performance.now() - started);
        answers.add(`${response.statusCode} ${response.headers["content-type"]} ${response.body}`);
      }
    }
    expect(answers.size, [...answers].join("\n")).toBe(1);
    expect([...answers][0]).toMatch(/^200 /);
    // A busy machine only ever adds time, so each kind's quickest answer shows its request path's own cost. Below a
    // millisecond a loaded machine cannot tell paths apart, and neither can anyone across a network.
    const quickest = new Map([...times].map(([kind, ms]) => [kind, Math.min(...ms)]));
    const [fastest, slowest] = [Math.min(...quickest.values()), Math.max(...quickest.values())];
    expect(slowest - fastest, `quickest ms: ${JSON.stringify(Object.fromEntries(quickest))}`).toBeLessThan(
      Math.max(fastest / 2, 1),
    );
  }, 90_000);
});
