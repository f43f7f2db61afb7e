import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client";
import { migrateToLatest } from "../../src/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one PGlite database and keeps its files, so each test file starts from a copy in well under a second.
 * The copy is kept uncompressed: each app a test builds would otherwise spend about a sixth of its start unpacking it.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "larkspur-pglite-"));
  const file = path.join(dir, "template.tar");
  const database = openDatabase({ pgliteDir: "memory://" });
  await migrateToLatest(database.db);
  const dump = await database.pglite!.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
