import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerSocketPath } from "../src/data-dir-owner";
import { type RunningServer, runEntryPoint, startServer } from "./support/entry-points";

/**
 * The embedded database is the server's alone while it runs: a CLI command beside it asks the server to create staff,
 * and refuses any other work at once. Real processes, as an operator runs them.
 */
let dataDir: string;
let server: RunningServer;
// The server is reached at this address from outside, which the CLI cannot know.
const PUBLIC_URL = "http://bank.larkspur.test:3911";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "larkspur-cli-server-"));
  server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL });
}, 150_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const cli = (args: string[], input = "") =>
  runEntryPoint("cli", { args, env: { DATA_DIR: dataDir }, input, timeoutMs: 140_000 });

const signIn = (email: string, password: string) =>
  fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

describe("the CLI beside a server running on PGlite", () => {
  it("keeps the data directory's socket to this machine's user", () => {
    const socket = ownerSocketPath(dataDir);
    expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
  });

  it("creates staff through the server, who can then sign in to it", async () => {
    const password = "violet kestrel over granite 42";
    const created = await cli(
      ["create-staff", "--email", "beside.admin@larkspur.test", "--role", "admin", "--password", "-"],
      `${password}\n`,
    );
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toBe("Created admin beside.admin@larkspur.test.\n");
    expect((await signIn("beside.admin@larkspur.test", password)).status).toBe(200);
  }, 150_000);

  it("prints the server's own link to set the password", async () => {
    const created = await cli([
      "create-staff",
      "--email",
      "beside.operator@larkspur.test",
      "--role",
      "operator",
    ]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(
      /^Created operator beside\.operator@larkspur\.test\.\nSet the password once, within 24 hours, at: http:\/\/bank\.larkspur\.test:3911\/set-password\/\S+\n$/,
    );
  }, 150_000);

  it("refuses at once, with the server's answer, a staff member the server refuses", async () => {
    const again = await cli([
      "create-staff",
      "--email",
      "beside.operator@larkspur.test",
      "--role",
      "operator",
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe("A user with this email address already exists.");
  }, 150_000);

  it("refuses every other command at once, opening nothing", async () => {
    for (const args of [
      ["migrate"],
      ["check-ledger"],
      ["seed"],
      ["backup", "--out", path.join(dataDir, "b.tgz")],
    ]) {
      const refused = await cli(args);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(
        "The server is running on this data directory. Stop it first, or add staff in the back office.",
      );
      expect(refused.stdout).toBe("");
    }
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  }, 300_000);

  it("refuses a second server on the same data directory", async () => {
    await expect(startServer({ DATA_DIR: dataDir })).rejects.toThrow("exited with 1");
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 150_000);

  it("opens the database itself once the server was killed, left with its socket", async () => {
    await server.stop("SIGKILL");
    const migrated = await cli(["migrate"]);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toBe("The database is up to date.\n");
  }, 150_000);
});
