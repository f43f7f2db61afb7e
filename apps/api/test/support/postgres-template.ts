import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client";
import { migrateToLatest } from "../../src/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/**
 * Migrates one PostgreSQL database that each test file's database is created from, a file copy, instead of running
 * every migration again per file. Nothing connects to it afterwards: PostgreSQL copies only an unused template.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("The PostgreSQL tests need TEST_DATABASE_URL");
  const name = `larkspur_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), pgliteDir: "memory://" });
  await migrateToLatest(database.db);
  await database.close();
  project.provide("postgresTemplate", name);
  return () => adminQuery(`drop database if exists ${name} with (force)`);
}
