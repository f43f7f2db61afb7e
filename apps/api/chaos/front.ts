import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, chownSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { repoRoot } from "./api-process";

const PGBOUNCER = "/usr/sbin/pgbouncer";
const HAPROXY = "/usr/sbin/haproxy";

async function untilListening(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited at start`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(true));
      socket.once("error", () => resolve(false));
    }).catch(() => false);
    if (listening) return;
    await delay(100);
  }
  throw new Error(`${name} did not listen on ${port} within 30 s`);
}

async function ended(child: ChildProcess, signal: NodeJS.Signals, orKillAfterMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), orKillAfterMs);
  await exited;
  clearTimeout(timer);
}

function logged(command: string, args: string[], logFile: string): ChildProcess {
  const log = openSync(logFile, "a");
  const child = spawn(command, args, { cwd: repoRoot, stdio: ["ignore", log, log] });
  closeSync(log);
  return child;
}

export interface Pooler {
  url: string;
  /**
   * As `systemctl restart pgbouncer` does: a safe shutdown (SIGINT: transactions in flight finish, then every
   * connection closes), then a start on the same port.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** PgBouncer in transaction pooling, as in deploy/pgbouncer.ini, before the trust-authenticated database on `databasePort`. */
export async function startPooler(dir: string, port: number, databasePort: number): Promise<Pooler> {
  const folder = path.join(dir, "pgbouncer");
  mkdirSync(folder, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const users = path.join(folder, "users.txt");
  writeFileSync(users, `"postgres" ""\n`, { mode: 0o600 });
  const ini = path.join(folder, "pgbouncer.ini");
  writeFileSync(
    ini,
    [
      "[databases]",
      `* = host=127.0.0.1 port=${databasePort}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${users}`,
      "pool_mode = transaction",
      "max_client_conn = 500",
      "default_pool_size = 20",
      "reserve_pool_size = 5",
      "reserve_pool_timeout = 3",
      "query_wait_timeout = 30",
      "server_login_retry = 1",
      "log_connections = 0",
      "log_disconnections = 0",
      // PgBouncer will not run as root; the database's own user reads its files.
      ...(asRoot ? ["user = postgres"] : []),
      "",
    ].join("\n"),
  );
  if (asRoot) {
    const [uid, gid] = postgresIds();
    chmodSync(folder, 0o755);
    for (const file of [folder, users, ini]) chownSync(file, uid, gid);
  }
  const logFile = path.join(dir, "pgbouncer.log");
  let child = logged(PGBOUNCER, [ini], logFile);
  await untilListening(port, child, "PgBouncer");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      await ended(child, "SIGINT", 20_000);
      child = logged(PGBOUNCER, [ini], logFile);
      await untilListening(port, child, "PgBouncer");
    },
    stop: () => ended(child, "SIGTERM", 5_000),
  };
}

function postgresIds(): [number, number] {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line) throw new Error("There is no postgres user for PgBouncer to run as");
  const [, , uid, gid] = line.split(":");
  return [Number(uid), Number(gid)];
}

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * deploy/haproxy.cfg as shipped, on `port`, sending to the API processes on `servers` (named as HAProxy names them),
 * and telling each answer's server in X-Served-By so the harness knows which 5xx came from a process it killed.
 */
export async function startProxy(
  dir: string,
  port: number,
  servers: { name: string; port: number }[],
): Promise<LoadBalancer> {
  const deployed = readFileSync(path.join(repoRoot, "deploy/haproxy.cfg"), "utf8");
  const config = `${deployed
    .split("\n")
    .filter((line) => !/^\s*(log |option httplog|ulimit-n|server )/.test(line))
    .map((line) =>
      line
        .replace(/^(\s*)bind .*/, `$1bind 127.0.0.1:${port}`)
        .replace(/^(\s*)maxconn .*/, "$1maxconn 2000")
        .replace(
          /^(\s*)default_backend (.*)/,
          "$1default_backend $2\n$1http-after-response set-header X-Served-By %s",
        ),
    )
    .join(
      "\n",
    )}\n${servers.map((server) => `    server ${server.name} 127.0.0.1:${server.port} check`).join("\n")}\n`;
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(file, config);
  const child = logged(HAPROXY, ["-db", "-f", file], path.join(dir, "haproxy.log"));
  await untilListening(port, child, "HAProxy");
  return { url: `http://127.0.0.1:${port}`, stop: () => ended(child, "SIGTERM", 5_000) };
}
