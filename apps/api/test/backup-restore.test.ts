import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/app";
import { parseConfig } from "../src/config";
import { backup, restore } from "../src/db/backup";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { migrateToLatest } from "../src/db/migrate";
import { demoCustomer, seedDemoData } from "../src/db/seed-demo";
import { runLedgerCheck } from "../src/modules/ledger/ledger-check.service";
import { dropTestDatabase, freshDatabase, onPostgres } from "./support/build";

const folders: string[] = [];
const databases: string[] = [];
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const url of databases) await dropTestDatabase(url);
});

function folder(): string {
  const made = mkdtempSync(path.join(os.tmpdir(), "larkspur-backup-test-"));
  folders.push(made);
  return made;
}

/** Source and restored copy on PostgreSQL read the same authenticator secrets. */
const mfaEncryptionKey = randomBytes(32).toString("hex");

const settings = (dataDir: string, databaseUrl?: string) =>
  parseConfig({
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://larkspur.test",
    WEB_DIST: "/nonexistent",
    DATA_DIR: dataDir,
    ...(databaseUrl && {
      DATABASE_URL: databaseUrl,
      MFA_ENCRYPTION_KEY: mfaEncryptionKey,
      CARD_ENCRYPTION_KEY: mfaEncryptionKey,
    }),
  });

/** A database of the kind under test, seeded with the demo customer: PGlite in a folder on disk, or PostgreSQL. */
async function seededSource(dataDir: string) {
  const database: DatabaseHandle & { url?: string } = onPostgres
    ? await freshDatabase()
    : openDatabase({
        pgliteDir: path.join(dataDir, "pglite"),
        pgliteTemplate: new Blob([readFileSync(inject("pgliteTemplate"))]),
      });
  const config = settings(dataDir, database.url);
  const { app, ctx } = await buildApp(config, database);
  expect(await seedDemoData(ctx)).toBe(true);
  await app.close();
  return { database, config };
}

/** A new, empty PostgreSQL database, dropped after the tests. */
async function emptyPostgresDatabase(): Promise<string> {
  const name = `larkspur_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  databases.push(url.toString());
  return url.toString();
}

describe(`backup and restore on ${onPostgres ? "PostgreSQL" : "PGlite"}`, () => {
  it("restores a seeded database and its pictures into a fresh one, where the ledger checks clean and the customer signs in", async () => {
    const sourceDir = folder();
    const { database: source, config: sourceConfig } = await seededSource(sourceDir);
    const picture = randomBytes(2048);
    mkdirSync(path.join(sourceDir, "uploads", "pictures"), { recursive: true });
    writeFileSync(path.join(sourceDir, "uploads", "pictures", "demo-picture.webp"), picture);
    const file = path.join(folder(), "larkspur.backup.tar.gz");
    // A file already there, readable by everyone, is written over and made the owner's alone.
    writeFileSync(file, "", { mode: 0o644 });
    const written = await backup(sourceConfig, source, file);
    await source.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(written).toMatchObject({
      database: onPostgres ? "postgres" : "pglite",
      pictures: { included: true, files: 1 },
    });

    const targetDir = folder();
    const targetConfig = settings(targetDir, onPostgres ? await emptyPostgresDatabase() : undefined);
    await restore(targetConfig, file);
    expect(readFileSync(path.join(targetDir, "uploads", "pictures", "demo-picture.webp"))).toEqual(picture);

    const target = openDatabase({
      url: targetConfig.DATABASE_URL,
      pgliteDir: path.join(targetDir, "pglite"),
    });
    try {
      expect(await migrateToLatest(target.db)).toEqual([]);
      const { app, ctx } = await buildApp(targetConfig, target);
      try {
        const check = await runLedgerCheck(ctx);
        expect(check.problem_count).toBe(0);
        expect(check.postings).toBeGreaterThan(0);
        const signIn = await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: demoCustomer.email, password: demoCustomer.password },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        expect(signIn.json().token).toEqual(expect.any(String));
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
    }

    // A second restore would write over the restored data: refused.
    await expect(restore(targetConfig, file)).rejects.toThrow(
      onPostgres ? /not empty/ : /already holds a database/,
    );
    expect(existsSync(path.join(targetDir, "pglite"))).toBe(!onPostgres);
    // Two apps started, a seed's Argon2 hashing and a dump and restore: slow on a loaded machine.
  }, 240_000);
});
