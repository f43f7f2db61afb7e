import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppContext } from "../src/context";
import { ensureQueue } from "../src/jobs/job-queue";
import * as usersRepo from "../src/modules/users/users.repo";
import { build, type TestApp } from "./support/build";
import { backdateCodes, mailTo, register, signedInCustomer } from "./support/customers";
import { settleJobs } from "./support/jobs";

const QUEUE = "account-mail-request";

// Every lookup of a user by address is counted; the lookup itself stays real.
vi.mock("../src/modules/users/users.repo", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/modules/users/users.repo")>();
  return { ...actual, findUserByEmail: vi.fn(actual.findUserByEmail) };
});

// The app starts without the worker for these requests, so what a request does is seen apart from what the worker
// does with it later; the test starts the real worker when it wants the mail sent.
vi.mock("../src/modules/auth/account-mail-requests", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/modules/auth/account-mail-requests")>();
  return {
    ...actual,
    startAccountMailRequests: vi.fn((ctx: AppContext) => ensureQueue(ctx.jobs, QUEUE)),
  };
});

const { startAccountMailRequests: startWorker } = await vi.importActual<
  typeof import("../src/modules/auth/account-mail-requests")
>("../src/modules/auth/account-mail-requests");

/** What a request for mail could add to: the mail queues' jobs, codes and links, delivered mail. */
async function footprint(t: TestApp) {
  const { rows } = await sql<{ what: string; count: number }>`
    select ${QUEUE} as what, count(*)::int as count from pgboss.job where name = ${QUEUE}
    union all select 'mail', count(*)::int from pgboss.job where name = 'mail'
    union all select 'verifications', count(*)::int from verifications
    union all select 'dev_mailbox', count(*)::int from dev_mailbox`.execute(t.ctx.db);
  return Object.fromEntries(rows.map(({ what, count }) => [what, count]));
}

async function requestsWaiting(t: TestApp) {
  const { rows } = await sql<{ data: unknown }>`select data from pgboss.job where name = ${QUEUE}
    and state = 'created' order by created_on`.execute(t.ctx.db);
  return rows.map((row) => row.data);
}

describe.each([
  ["/api/auth/forgotpassword", "password-reset", ["verified", "unverified"]],
  ["/api/auth/resend-code", "signup-code", ["unverified"]],
] as const)("POST %s", (url, kind, mailed) => {
  let t: TestApp;
  let accounts: Record<"verified" | "unverified" | "unknown", string>;
  beforeAll(async () => {
    t = await build();
    accounts = {
      verified: (await signedInCustomer(t)).email,
      unverified: (await register(t)).email,
      unknown: "nobody.registered.this@example.com",
    };
    await settleJobs(t);
  });
  afterAll(() => t.close());

  it("does the same for a verified, an unverified and an unknown account: it queues one request, reading no account", async () => {
    const lookups = vi.mocked(usersRepo.findUserByEmail);
    const answers = new Set<string>();
    for (const email of Object.values(accounts)) {
      const before = await footprint(t);
      const lookupsBefore = lookups.mock.calls.length;
      const response = await t.app.inject({ method: "POST", url, payload: { email } });
      answers.add(`${response.statusCode} ${response.headers["content-type"]} ${response.body}`);
      expect(lookups.mock.calls.length).toBe(lookupsBefore);
      expect(await footprint(t)).toEqual({ ...before, [QUEUE]: (before[QUEUE] ?? 0) + 1 });
    }
    expect(answers.size, [...answers].join("\n")).toBe(1);
    expect([...answers][0]).toMatch(/^200 /);
    expect(await requestsWaiting(t)).toEqual(Object.values(accounts).map((email) => ({ kind, email })));

    // The worker looks each address up and mails only an account that is waiting for this mail.
    const mailBefore = Object.fromEntries(
      await Promise.all(
        Object.entries(accounts).map(async ([who, email]) => [who, (await mailTo(t, email)).length]),
      ),
    );
    // A sign-up code goes out at most once a minute; the account's first one is older than that here.
    await backdateCodes(t, accounts.unverified, 120_000);
    await startWorker(t.ctx);
    await settleJobs(t);
    for (const [who, email] of Object.entries(accounts)) {
      const added = (await mailTo(t, email)).length - mailBefore[who]!;
      expect(added, who).toBe((mailed as readonly string[]).includes(who) ? 1 : 0);
    }
  });
});
