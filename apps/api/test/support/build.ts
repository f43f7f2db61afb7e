import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { buildApp, type LogDestination } from "../../src/app";
import { parseConfig } from "../../src/config";
import { type DatabaseHandle, openDatabase } from "../../src/db/client";
import { type Clock, systemClock } from "../../src/lib/clock";

/** The "api-postgres" project runs on PostgreSQL (a fresh database per test file); "api" on PGlite. */
export const onPostgres = process.env.LARKSPUR_TEST_DB === "postgres";

const testEnv = {
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://larkspur.test",
  WEB_DIST: "/nonexistent",
  AUTH_RATE_LIMIT_PER_MINUTE: "100000",
  API_RATE_LIMIT_PER_MINUTE: "100000",
  // No test reaches the internet: the rates job's own test serves it a file on loopback.
  FX_RATES_URL: "off",
  // Tests that count a request's statements count every request.
  STATEMENT_SAMPLE_MS: "0",
};

/**
 * A fresh, migrated database: a copy of the migrated PostgreSQL template (dropped on close, its `url` given for other
 * processes) or of the PGlite template.
 */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!onPostgres || !adminUrl) {
    const template = new Blob([readFileSync(inject("pgliteTemplate"))]);
    return openDatabase({ pgliteDir: "memory://", pgliteTemplate: template });
  }
  return newPostgresDatabase(adminUrl, inject("postgresTemplate"));
}

/** An empty database of this run's engine: PGlite in memory, or a new PostgreSQL database dropped on close. */
export async function emptyDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!onPostgres || !adminUrl) return openDatabase({ pgliteDir: "memory://" });
  return newPostgresDatabase(adminUrl);
}

/** A new PostgreSQL database on the test server, a copy of `template` if given, dropped on close. */
async function newPostgresDatabase(adminUrl: string, template?: string) {
  const name = `larkspur_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), pgliteDir: "memory://", poolSize: 20 });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await dropTestDatabase(url.toString());
    },
  };
}

/** Drops a database `freshDatabase` created on PostgreSQL, whoever is still connected to it. */
export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await dropper.connect();
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}

/**
 * The whole API on a fresh database, driven through `app.inject`, with its own DATA_DIR for uploaded files. Call
 * `close()` in afterAll. With `logDestination` the log lines go there instead of stdout (set LOG_LEVEL too); with
 * `clock` the rules that depend on time read it, so a test moves time forward instead of waiting. With `sharedDatabase`
 * the app runs on that one (another API process's, say), which its `close()` leaves open.
 */
export async function build(
  env: Record<string, string> = {},
  logDestination?: LogDestination,
  clock: Clock = systemClock,
  sharedDatabase?: DatabaseHandle & { url?: string },
) {
  const database = sharedDatabase ?? (await freshDatabase());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "larkspur-data-"));
  const config = parseConfig({ ...testEnv, DATA_DIR: dataDir, ...env });
  const { app, ctx } = await buildApp(config, database, logDestination, clock);
  return {
    app,
    ctx,
    database,
    dataDir,
    async close() {
      await app.close();
      if (!sharedDatabase) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof build>>;
