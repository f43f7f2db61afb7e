// `npm run cluster [-- --instances N]`: on this machine, PgBouncer (transaction pooling) before the PostgreSQL of
// DATABASE_URL, N API processes through it, and HAProxy in front of them on PORT (3000), as deploy/ sets them up for
// production (docs/operations.md). Ctrl-C stops them all.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { apiNodeFlags, buildWhatIsStale, root, serverScript } from "./built.mjs";

const PGBOUNCER = "/usr/sbin/pgbouncer";
const HAPROXY = "/usr/sbin/haproxy";

function fail(message) {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { instances: { type: "string", default: "2" } } });
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16)
  fail("--instances takes a whole number from 1 to 16.");
if (!process.env.DATABASE_URL) {
  fail(
    "npm run cluster needs DATABASE_URL, a PostgreSQL the processes share (the embedded database serves one).",
  );
}
const port = Number(process.env.PORT ?? 3000);
const databaseUrl = new URL(process.env.DATABASE_URL);

/** Debian's packages, installed when missing if we may (root), as a hosting team would. */
function ensureInstalled() {
  const missing = [
    [PGBOUNCER, "pgbouncer"],
    [HAPROXY, "haproxy"],
  ].filter(([binary]) => !existsSync(binary));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name);
  if (process.getuid?.() !== 0)
    fail(`Missing ${packages.join(" and ")}: sudo apt-get install -y ${packages.join(" ")}`);
  console.log(`Installing ${packages.join(" and ")} from Debian...`);
  const install = spawnSync("apt-get", ["install", "-y", ...packages], { stdio: "inherit" });
  if (install.status !== 0) fail(`apt-get install ${packages.join(" ")} failed.`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

function pgbouncerIni(dir, listenPort) {
  const user = decodeURIComponent(databaseUrl.username) || "postgres";
  const password = decodeURIComponent(databaseUrl.password);
  // PgBouncer logs in to PostgreSQL with the password it knows the client by; without one the server must trust us.
  writeFileSync(path.join(dir, "users.txt"), `"${user}" "${password.replaceAll('"', '""')}"\n`, {
    mode: 0o600,
  });
  const lines = [
    "[databases]",
    `* = host=${databaseUrl.hostname} port=${databaseUrl.port || 5432}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${listenPort}`,
    "unix_socket_dir =",
    `auth_type = ${password ? "scram-sha-256" : "trust"}`,
    `auth_file = ${path.join(dir, "users.txt")}`,
    "pool_mode = transaction",
    "max_client_conn = 500",
    "default_pool_size = 20",
    "server_login_retry = 1",
    "log_connections = 0",
    "log_disconnections = 0",
  ];
  return `${lines.join("\n")}\n`;
}

/** deploy/haproxy.cfg, listening on PORT and sending to this machine's API processes. */
function haproxyConfig(apiPorts) {
  const deployed = readFileSync(path.join(root, "deploy/haproxy.cfg"), "utf8");
  return `${deployed
    .split("\n")
    // No syslog here, and connections within the file limit a process may have without raising it.
    .filter((line) => !/^\s*(log |option httplog|ulimit-n|server )/.test(line))
    .map((line) =>
      line
        .replace(/^(\s*)bind .*/, `$1bind ${process.env.HOST ?? "127.0.0.1"}:${port}`)
        .replace(/^(\s*)maxconn .*/, "$1maxconn 2000"),
    )
    .join(
      "\n",
    )}\n${apiPorts.map((apiPort, index) => `    server api${index + 1} 127.0.0.1:${apiPort} check`).join("\n")}\n`;
}

async function untilReady(apiPort, child) {
  for (;;) {
    if (child.exitCode !== null) return false;
    try {
      const answer = await fetch(`http://127.0.0.1:${apiPort}/api/health/ready`);
      if (answer.ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

ensureInstalled();
buildWhatIsStale();

const dir = mkdtempSync(path.join(os.tmpdir(), "larkspur-cluster-"));
// Started by root, PgBouncer becomes the postgres user, who must read its files.
const asRoot = process.getuid?.() === 0;
if (asRoot) chmodSync(dir, 0o755);
const pgbouncerPort = await freePort();
writeFileSync(
  path.join(dir, "pgbouncer.ini"),
  pgbouncerIni(dir, pgbouncerPort) + (asRoot ? "user = postgres\n" : ""),
);
if (asRoot) spawnSync("chown", ["postgres", path.join(dir, "users.txt")]);
const apiPorts = Array.from({ length: instances }, (_, index) => port + 1 + index);
writeFileSync(path.join(dir, "haproxy.cfg"), haproxyConfig(apiPorts));

const children = new Set();
let stopping = false;
function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"], env });
  children.add(child);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`${name} ended (${signal ?? `exit ${code}`})`);
  });
  return child;
}

const pgbouncer = run("PgBouncer", PGBOUNCER, [path.join(dir, "pgbouncer.ini")], process.env);
const pooledUrl = new URL(databaseUrl);
pooledUrl.hostname = "127.0.0.1";
pooledUrl.port = String(pgbouncerPort);

const apiEnv = (apiPort) => {
  const env = {
    NODE_ENV: "production",
    PUBLIC_URL: `http://localhost:${port}`,
    TRUST_PROXY: "127.0.0.1",
    // Readiness goes 503 this long before the port closes: HAProxy's checks (2 s, down after 2) take it out first.
    SHUTDOWN_DRAIN_SECONDS: "6",
    ...process.env,
    PORT: String(apiPort),
    DATABASE_URL: pooledUrl.toString(),
    DATABASE_POOLER: "transaction",
    DATABASE_DIRECT_URL: databaseUrl.toString(),
  };
  // One metrics port cannot serve N processes.
  delete env.METRICS_PORT;
  return env;
};

/** An API process, started again a moment after it ends, as systemd's Restart=always would. */
function startApi(apiPort) {
  const child = run(`API on ${apiPort}`, process.execPath, [...apiNodeFlags, serverScript], apiEnv(apiPort));
  child.on("exit", () => {
    if (!stopping) setTimeout(() => !stopping && startApi(apiPort), 1000);
  });
  return child;
}

// The first process migrates alone; the others start on a database already at the latest version.
const first = startApi(apiPorts[0]);
if (!(await untilReady(apiPorts[0], first))) await stop(1);
const others = apiPorts.slice(1).map(startApi);
await Promise.all(others.map((child, index) => untilReady(apiPorts[index + 1], child)));
// Without its proxy or its pooler the cluster serves nothing: one ending ends it all.
run("HAProxy", HAPROXY, ["-db", "-f", path.join(dir, "haproxy.cfg")], process.env).on(
  "exit",
  () => void stop(1),
);
pgbouncer.on("exit", () => void stop(1));

console.log(
  `Larkspur cluster at http://localhost:${port}: HAProxy, ${instances} API processes (ports ${apiPorts.join(", ")}), ` +
    `PgBouncer on 127.0.0.1:${pgbouncerPort} in transaction pooling. Ctrl-C stops them all.`,
);
if (!process.env.REDIS_URL) console.log("Without REDIS_URL each process counts its rate limits alone.");

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const exitOf = (child) =>
    child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null;
  // The API processes finish what they started (SIGTERM) while the pooler still carries their statements.
  const front = [...children].filter((child) => child !== pgbouncer);
  for (const child of front) child.kill("SIGTERM");
  await Promise.all(front.map(exitOf));
  pgbouncer.kill("SIGINT");
  await exitOf(pgbouncer);
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop());
