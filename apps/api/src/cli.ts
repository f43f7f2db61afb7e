import path from "node:path";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { createStaffBody } from "@larkspur/shared/schemas/admin";
import { password as passwordRule } from "@larkspur/shared/schemas/fields";
import { buildApp } from "./app";
import { configOrExit } from "./config";
import { openDatabase } from "./db/client";
import { migrateToLatest } from "./db/migrate";
import { demoCustomer, seedDemoData } from "./db/seed-demo";
import { createStaff, type NewStaff } from "./modules/backoffice/staff.service";
import { runLedgerCheck } from "./modules/ledger/ledger-check.service";

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate    apply every pending database migration
  check-ledger
             check every rule of the ledger now, record the run (shown in the back office) and mail the admins
             on a problem; exits 1 when it finds one
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

const [command, ...args] = process.argv.slice(2);
const config = configOrExit();
const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, "pglite") });

try {
  switch (command) {
    case "migrate": {
      const applied = await migrateToLatest(database.db);
      console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
      break;
    }
    case "seed": {
      await migrateToLatest(database.db);
      const { app, ctx } = await buildApp(config, database);
      try {
        const created = await seedDemoData(ctx);
        console.log(
          created
            ? `Demo customer ready: sign in as ${demoCustomer.email} with password ${demoCustomer.password}`
            : `The demo customer ${demoCustomer.email} already exists; nothing was added.`,
        );
      } finally {
        await app.close();
      }
      break;
    }
    case "check-ledger": {
      await migrateToLatest(database.db);
      const { app, ctx } = await buildApp(config, database);
      try {
        const check = await runLedgerCheck(ctx);
        console.log(
          `Checked ${check.accounts} accounts, ${check.journal_entries} journal entries, ${check.postings} postings and ${check.transfers} transfers: ${check.problem_count} problems.`,
        );
        for (const problem of check.problems)
          console.log(`${problem.rule}: ${problem.subject}: ${problem.detail}`);
        if (check.problem_count > 0) process.exitCode = 1;
      } finally {
        await app.close();
      }
      break;
    }
    case "create-staff": {
      const staff = await parseStaffArguments(args);
      await migrateToLatest(database.db);
      const { app, ctx } = await buildApp(config, database);
      try {
        const { setPasswordLink } = await createStaff(ctx, staff);
        console.log(`Created ${staff.role} ${staff.email}.`);
        if (setPasswordLink) console.log(`Set the password once, within 24 hours, at: ${setPasswordLink}`);
      } finally {
        await app.close();
      }
      break;
    }
    default:
      console.log(usage);
      process.exitCode = command ? 1 : 0;
  }
} catch (error) {
  // A mistyped command deserves its message, not a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
