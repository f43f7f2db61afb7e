import { execFile } from "node:child_process";
import {
  chmodSync,
  closeSync,
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGunzip, createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "kysely";
import tar from "tar-fs";
import type { Config } from "../config";
import { type DatabaseHandle, openDatabase } from "./client";

const run = promisify(execFile);

/** What a backup holds; written as manifest.json at its root. */
interface Manifest {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  /** Pictures are in the archive under uploads/pictures, or in this S3 bucket, backed up by its own means. */
  pictures: { included: true; files: number } | { included: false; s3Bucket: string };
}

const PGLITE_DUMP = "database/pglite.tar.gz";
const POSTGRES_DUMP = "database/postgres.dump";

/**
 * pg_dump and pg_restore take the connection string without its password, which would show in the process list;
 * the password travels in PGPASSWORD.
 */
function postgresTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

function picturesDir(config: Config): string {
  return path.join(config.DATA_DIR, "uploads", "pictures");
}

/**
 * Writes one .tar.gz file: the database (PGlite's data folder, or pg_dump's custom format) and the uploaded
 * pictures on disk, or the name of their S3 bucket.
 */
export async function backup(config: Config, database: DatabaseHandle, outFile: string): Promise<Manifest> {
  const staging = mkdtempSync(path.join(os.tmpdir(), "larkspur-backup-"));
  try {
    mkdirSync(path.join(staging, "database"));
    if (database.pglite) {
      await database.pglite.waitReady;
      const dump = await database.pglite.dumpDataDir("gzip");
      writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } else {
      const { dbname, env } = postgresTarget(config.DATABASE_DIRECT_URL ?? config.DATABASE_URL!);
      await run(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          `--file=${path.join(staging, POSTGRES_DUMP)}`,
          `--dbname=${dbname}`,
        ],
        { env },
      );
    }
    let pictures: Manifest["pictures"];
    if (config.S3_BUCKET) {
      pictures = { included: false, s3Bucket: config.S3_BUCKET };
    } else {
      const target = path.join(staging, "uploads", "pictures");
      mkdirSync(target, { recursive: true });
      if (existsSync(picturesDir(config))) cpSync(picturesDir(config), target, { recursive: true });
      pictures = { included: true, files: readdirSync(target).length };
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: database.kind,
      pictures,
    };
    writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    // The backup holds every customer's data and hashes: readable by its owner only, a file written over too.
    closeSync(openSync(outFile, "w", 0o600));
    chmodSync(outFile, 0o600);
    await pipeline(tar.pack(staging), createGzip(), createWriteStream(outFile, { mode: 0o600 }));
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into a fresh database: an empty PGlite folder under DATA_DIR, or the empty PostgreSQL database
 * of DATABASE_URL. It refuses to write over data. Pictures go back under DATA_DIR/uploads/pictures.
 */
export async function restore(config: Config, inFile: string): Promise<Manifest> {
  const staging = mkdtempSync(path.join(os.tmpdir(), "larkspur-restore-"));
  try {
    await pipeline(createReadStream(inFile), createGunzip(), tar.extract(staging));
    const manifest = JSON.parse(readFileSync(path.join(staging, "manifest.json"), "utf8")) as Manifest;
    if (manifest.format !== 1) throw new Error(`${inFile} is not a Larkspur backup this version can read.`);
    if (config.DATABASE_URL) {
      if (manifest.database !== "postgres") {
        throw new Error("This backup is of the embedded database: restore it without DATABASE_URL.");
      }
      await restorePostgres(
        config.DATABASE_DIRECT_URL ?? config.DATABASE_URL,
        path.join(staging, POSTGRES_DUMP),
      );
    } else {
      if (manifest.database !== "pglite") {
        throw new Error("This backup is of a PostgreSQL database: restore it with DATABASE_URL set.");
      }
      await restorePglite(path.join(config.DATA_DIR, "pglite"), path.join(staging, PGLITE_DUMP));
    }
    const pictures = path.join(staging, "uploads", "pictures");
    if (existsSync(pictures)) cpSync(pictures, picturesDir(config), { recursive: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function restorePglite(dataDir: string, dump: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} already holds a database: restore into a fresh DATA_DIR.`);
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(dump)]) });
  await pglite.waitReady;
  await pglite.close();
}

async function restorePostgres(url: string, dump: string): Promise<void> {
  const target = openDatabase({ url, pgliteDir: "memory://", poolSize: 1 });
  try {
    const { rows } = await sql<{ tables: number }>`
      select count(*)::int as tables from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`.execute(target.db);
    if (rows[0]!.tables > 0) {
      throw new Error("The database of DATABASE_URL is not empty: restore into a freshly created database.");
    }
  } finally {
    await target.close();
  }
  const { dbname, env } = postgresTarget(url);
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${dbname}`, dump], {
    env,
  });
}
