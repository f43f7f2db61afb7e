import { randomBytes } from "node:crypto";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { migrateToLatest } from "../src/db/migrate";
import { systemClock } from "../src/lib/clock";
import { build, freshDatabase, type TestApp } from "./support/build";
import { signedInCustomer } from "./support/customers";
import { type OpenStream, openStream, serve, ticketFor } from "./support/event-streams";
import {
  balanceOf,
  fund,
  history,
  initiate,
  ledgerProblems,
  operator,
  paymentCode,
  verify,
} from "./support/money";
import { type RunningPgBouncer, startPgBouncer } from "./support/pgbouncer";

/**
 * Two API processes whose statements all go through PgBouncer in transaction pooling, with three server connections
 * for twenty clients: a statement prepared on one server connection is not there on the next. The job queue, LISTEN
 * and the migrations go past the pooler, to the database itself.
 */
describe("through PgBouncer in transaction pooling", () => {
  let direct: Awaited<ReturnType<typeof freshDatabase>>;
  let pgbouncer: RunningPgBouncer;
  let pooled: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let baseUrlB: string;
  beforeAll(async () => {
    direct = await freshDatabase();
    pgbouncer = await startPgBouncer(direct.url!);
    pooled = openDatabase({
      url: pgbouncer.urlFor(direct.url!),
      pooler: "transaction",
      directUrl: direct.url!,
      pgliteDir: "memory://",
      poolSize: 20,
    });
    const unique = randomBytes(6).toString("hex");
    const env = {
      EVENTS_CHANNEL: `events_${unique}`,
      RATE_LIMIT_NAMESPACE: `limits_${unique}_`,
    };
    a = await build(env, undefined, systemClock, pooled);
    b = await build(env, undefined, systemClock, pooled);
    baseUrlB = await serve(b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pooled?.close();
    await pgbouncer?.stop();
    await direct?.close();
  });

  const notifications = async (stream: OpenStream, count: number) => {
    for (let i = 0; i < count; i++) await stream.until((frame) => frame.event === "notification");
    return stream.frames.filter((frame) => frame.event === "notification");
  };

  it("carries payments from start to end and their live events from one process to the other", async () => {
    const staff = await operator(a);
    const ada = await signedInCustomer(a);
    const grace = await signedInCustomer(b);
    await fund(a, staff, grace, 100);
    const adaStream = await openStream(baseUrlB, `ticket=${(await ticketFor(a, ada.token)).ticket}`);
    await adaStream.until((frame) => frame.comment === "connected");

    const cents = [1725, 350, 900];
    for (const [index, amount] of cents.map((each) => each / 100).entries()) {
      // Each payment alternates processes, so each statement meets whichever server connection is free.
      const here = index % 2 === 0 ? a : b;
      const started = await initiate(
        here,
        grace,
        samplePayment({ accountNumber: ada.accountNumber }, { amount }),
      );
      expect(started.statusCode).toBe(200);
      const { transactionId } = started.json();
      const otp = Number(await paymentCode(here, grace.email, transactionId));
      expect((await verify(here, grace, { otp, transactionId })).statusCode).toBe(200);
    }

    const received = await notifications(adaStream, cents.length);
    expect(received.map((frame) => JSON.parse(frame.data!).kind)).toEqual(
      cents.map(() => "payment.received"),
    );
    adaStream.close();
    const paid = cents.reduce((sum, each) => sum + each, 0);
    expect(await balanceOf(a, ada)).toBe(paid / 100);
    expect(await balanceOf(b, grace)).toBe((10_000 - paid) / 100);
    expect((await history(b, ada)).json()).toHaveLength(cents.length);
    expect(await ledgerProblems(a)).toEqual([]);
  });

  it("migrates on one session past the pooler, leaving no migration lock held", async () => {
    await migrateToLatest(pooled.migrationDb);
    const { rows } = await sql<{ held: number }>`
      select count(*)::int as held from pg_locks
      where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`.execute(
      direct.db,
    );
    expect(rows).toEqual([{ held: 0 }]);
  });
});
