import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { JOB_SCHEMA } from "../src/db/migrations/0002-jobs";
import { verifyPassword } from "../src/lib/passwords";
import { findUserByEmail } from "../src/modules/users/users.repo";
import { freshDatabase, onPostgres } from "./support/build";
import { runEntryPoint } from "./support/entry-points";

/** The CLI's database: a PostgreSQL database of its own, or a PGlite folder opened here once the CLI has exited. */
let env: Record<string, string>;
let dataDir: string;
let postgres: (DatabaseHandle & { url?: string }) | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "larkspur-cli-"));
  env = { DATA_DIR: dataDir };
  if (onPostgres) {
    postgres = await freshDatabase();
    env.DATABASE_URL = postgres.url!;
    env.MFA_ENCRYPTION_KEY = randomBytes(32).toString("hex");
    env.CARD_ENCRYPTION_KEY = randomBytes(32).toString("hex");
  }
});
afterAll(async () => {
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function withDatabase<T>(use: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
  if (postgres) return use(postgres.db);
  const pglite = openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  try {
    return await use(pglite.db);
  } finally {
    await pglite.close();
  }
}

const createStaff = (email: string, input: string) =>
  runEntryPoint("cli", {
    args: ["create-staff", "--email", email, "--role", "admin", "--password", "-"],
    env,
    input,
    timeoutMs: 140_000,
  });

describe("npm run cli -- create-staff --password -", () => {
  // The process migrates a new database before it creates anyone: slow on a loaded machine.
  it("reads the password from standard input, and it signs in", async () => {
    const password = "a long staff passphrase";
    const created = await createStaff("stdin.admin@larkspur.test", `${password}\n`);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain("Created admin stdin.admin@larkspur.test.");
    expect(created.stdout).not.toContain("/set-password/");
    expect(created.stdout + created.stderr).not.toContain(password);
    const admin = await withDatabase((db) => findUserByEmail(db, "stdin.admin@larkspur.test"));
    expect(admin?.role).toBe("admin");
    expect(await verifyPassword(admin!.password_hash, password)).toBe(true);
    expect(await verifyPassword(admin!.password_hash, `${password}\n`)).toBe(false);
  }, 150_000);

  it("starts no job worker and schedules nothing: that is the server's work", async () => {
    const { rows } = await withDatabase((db) =>
      sql<{ schedules: number; jobs: number }>`select
        (select count(*)::int from ${sql.table(`${JOB_SCHEMA}.schedule`)}) as schedules,
        (select count(*)::int from ${sql.table(`${JOB_SCHEMA}.job`)}) as jobs`.execute(db),
    );
    expect(rows).toEqual([{ schedules: 0, jobs: 0 }]);
  });

  it("refuses an empty input, creating no one", async () => {
    const refused = await createStaff("nobody.typed@larkspur.test", "");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/standard input, which was empty/);
    expect(await withDatabase((db) => findUserByEmail(db, "nobody.typed@larkspur.test"))).toBeUndefined();
  }, 150_000);
});
