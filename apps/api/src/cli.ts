import path from "node:path";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { createStaffBody } from "@larkspur/shared/schemas/admin";
import { password as passwordRule } from "@larkspur/shared/schemas/fields";
import pino from "pino";
import { buildContext } from "./build-context";
import { configOrExit } from "./config";
import type { AppContext } from "./context";
import { askDataDirectoryOwner, claimDataDirectory, type DataDirOwnership } from "./data-dir-owner";
import { backup, restore } from "./db/backup";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { migrateToLatest } from "./db/migrate";
import { demoCustomer, seedDemoData } from "./db/seed-demo";
import { systemClock } from "./lib/clock";
import { createStaff, type NewStaff } from "./modules/backoffice";
import { runLedgerCheck } from "./modules/ledger";

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate    apply every pending database migration
  check-ledger
             check every rule of the ledger now, record the run (shown in the back office) and mail the admins
             on a problem; exits 1 when it finds one
  backup --out <file>
             write the database and the uploaded pictures to one .tar.gz file (with DATABASE_URL through
             pg_dump; pictures in S3 are named, not copied); stop the server first when it runs on PGlite
  restore --in <file>
             restore a backup into a fresh DATA_DIR (PGlite) or an empty database (DATABASE_URL, through
             pg_restore); it refuses to write over data
  seed       add a demo customer with deposits and transfers (development databases only)
  create-staff --email <email> --role <operator|admin> [--password -] [--first-name <n>] [--last-name <n>]
             add a staff member; --password - reads the password from standard input (its first line), and
             without --password it prints a one-time link to set it`;

/**
 * The first line of standard input, so a password never appears in the command line or the shell's history. Typed
 * at a terminal, it is not echoed.
 */
async function firstLineOfInput(): Promise<string> {
  const typing = process.stdin.isTTY;
  if (typing) process.stderr.write("Password (not shown), then Enter: ");
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: silent, terminal: typing });
  lines.on("SIGINT", () => process.exit(130));
  for await (const line of lines) {
    lines.close();
    if (typing) process.stderr.write("\n");
    return line;
  }
  throw new Error("--password - reads the password from standard input, which was empty.");
}

async function parseStaffArguments(args: string[]): Promise<NewStaff> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const parsed = createStaffBody.safeParse({
    email: values.email,
    role: values.role,
    firstName: values["first-name"] ?? "Larkspur",
    lastName: values["last-name"] ?? (values.role === "admin" ? "Administrator" : "Operator"),
  });
  if (!parsed.success) throw new Error(`${parsed.error.issues[0]?.message}\n\n${usage}`);
  const given = values.password === "-" ? await firstLineOfInput() : values.password;
  const password = given === undefined ? undefined : passwordRule.safeParse(given);
  if (password && !password.success) throw new Error(password.error.issues[0]?.message);
  return { ...parsed.data, password: password?.data };
}

/** The file named by `--<option>`, which the command needs. */
function fileArgument(args: string[], option: "out" | "in"): string {
  const { values } = parseArgs({ args, options: { [option]: { type: "string" } } });
  const file = values[option];
  if (typeof file !== "string" || !file) throw new Error(`--${option} <file> is needed.\n\n${usage}`);
  return path.resolve(file);
}

const SERVER_RUNNING =
  "The server is running on this data directory. Stop it first, or add staff in the back office.";

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

function printCreated(staff: NewStaff, setPasswordLink: unknown) {
  console.log(`Created ${staff.role} ${staff.email}.`);
  if (typeof setPasswordLink === "string") {
    console.log(`Set the password once, within 24 hours, at: ${setPasswordLink}`);
  }
}

/** A running server creates the staff member itself, as only it may open the embedded database. */
async function createStaffThroughServer(staff: NewStaff): Promise<never> {
  const answer = await askDataDirectoryOwner(config.DATA_DIR, { command: "create-staff", staff });
  if (!answer) exitWith("The server stopped meanwhile; run the command again.");
  if (!answer.ok) exitWith(answer.message);
  printCreated(staff, answer.result?.setPasswordLink);
  process.exit(0);
}

/**
 * On PGlite, owns DATA_DIR before touching the database (data-dir-owner.ts); when the server owns it, create-staff
 * asks the server and every other command stops at once, having written nothing.
 */
async function ownDataDirectory(staff: NewStaff | undefined): Promise<DataDirOwnership | undefined> {
  if (config.DATABASE_URL) return undefined;
  const claim = await claimDataDirectory(config.DATA_DIR, "cli");
  if (!("ownedBy" in claim)) return claim;
  if (claim.ownedBy === "cli")
    exitWith("Another CLI command is working on this data directory; try again when it has finished.");
  if (!staff) exitWith(SERVER_RUNNING);
  try {
    return await createStaffThroughServer(staff);
  } catch {
    exitWith(SERVER_RUNNING);
  }
}

/** What a command needs of the services: no HTTP server, and a job queue that only enqueues (build-context.ts). */
async function withCommandContext<T>(
  database: DatabaseHandle,
  use: (ctx: AppContext) => Promise<T>,
): Promise<T> {
  const log = pino({ level: config.LOG_LEVEL }, pino.destination(2));
  const { ctx, close } = await buildContext(config, database, log, systemClock, { worker: false });
  try {
    return await use(ctx);
  } finally {
    await close();
  }
}

const commands = ["migrate", "check-ledger", "backup", "restore", "seed", "create-staff"];
const [command, ...args] = process.argv.slice(2);
if (!command || !commands.includes(command)) {
  console.log(usage);
  process.exit(command ? 1 : 0);
}
const config = configOrExit();
let staff: NewStaff | undefined;
try {
  if (command === "create-staff") staff = await parseStaffArguments(args);
} catch (error) {
  exitWith(error instanceof Error ? error.message : String(error));
}
const ownership = await ownDataDirectory(staff);

// A restore writes a new database and must not open (and so create) the one it restores into first.
if (command === "restore") {
  try {
    const file = fileArgument(args, "in");
    const manifest = await restore(config, file);
    console.log(
      `Restored the ${manifest.database === "pglite" ? "embedded" : "PostgreSQL"} database of ${manifest.createdAt}${manifest.pictures.included ? ` and ${manifest.pictures.files} pictures` : `; pictures are in the S3 bucket ${manifest.pictures.s3Bucket}`}.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
  await ownership?.release();
  process.exit();
}

const database = openDatabase({
  url: config.DATABASE_URL,
  pooler: config.DATABASE_POOLER,
  directUrl: config.DATABASE_DIRECT_URL,
  pgliteDir: path.join(config.DATA_DIR, "pglite"),
});

try {
  switch (command) {
    case "migrate": {
      const applied = await migrateToLatest(database.migrationDb);
      console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
      break;
    }
    case "seed": {
      await migrateToLatest(database.migrationDb);
      const created = await withCommandContext(database, seedDemoData);
      console.log(
        created
          ? `Demo customer ready: sign in as ${demoCustomer.email} with password ${demoCustomer.password}`
          : `The demo customer ${demoCustomer.email} already exists; nothing was added.`,
      );
      break;
    }
    case "backup": {
      const file = fileArgument(args, "out");
      const manifest = await backup(config, database, file);
      console.log(
        `Wrote ${file}: the ${manifest.database === "pglite" ? "embedded" : "PostgreSQL"} database${manifest.pictures.included ? ` and ${manifest.pictures.files} pictures` : `; pictures are in the S3 bucket ${manifest.pictures.s3Bucket}, not in this file`}.`,
      );
      break;
    }
    case "check-ledger": {
      await migrateToLatest(database.migrationDb);
      const check = await withCommandContext(database, runLedgerCheck);
      console.log(
        `Checked ${check.accounts} accounts, ${check.journal_entries} journal entries, ${check.postings} postings and ${check.transfers} transfers: ${check.problem_count} problems.`,
      );
      for (const problem of check.problems)
        console.log(`${problem.rule}: ${problem.subject}: ${problem.detail}`);
      if (check.problem_count > 0) process.exitCode = 1;
      break;
    }
    case "create-staff": {
      await migrateToLatest(database.migrationDb);
      const { setPasswordLink } = await withCommandContext(database, (ctx) => createStaff(ctx, staff!));
      printCreated(staff!, setPasswordLink);
      break;
    }
  }
} catch (error) {
  // A mistyped command deserves its message, not a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
  await ownership?.release();
}
