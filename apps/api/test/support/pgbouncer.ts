import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Debian's PgBouncer (1.18 on bookworm): the one a hosting team runs, so the one these tests go through. */
const PGBOUNCER = "/usr/sbin/pgbouncer";

export interface RunningPgBouncer {
  /** `databaseUrl` with its host and port swapped for the pooler's. */
  urlFor(databaseUrl: string): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * PgBouncer in transaction pooling in front of the PostgreSQL of `databaseUrl`, with fewer server connections than
 * clients so that one client's transactions meet different server connections, as they do under load.
 */
export async function startPgBouncer(databaseUrl: string, serverConnections = 3): Promise<RunningPgBouncer> {
  if (!existsSync(PGBOUNCER)) {
    throw new Error(
      `${PGBOUNCER} is missing: install Debian's PgBouncer (apt-get install -y pgbouncer) to run this test.`,
    );
  }
  const server = new URL(databaseUrl);
  const user = decodeURIComponent(server.username) || "postgres";
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "larkspur-pgbouncer-"));
  // PgBouncer will not run as root: started by root it becomes the postgres user, who must read these files.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "users.txt"), `"${user}" ""\n`, { mode: 0o644 });
  const ini = [
    "[databases]",
    `* = host=${server.hostname} port=${server.port || 5432}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${port}`,
    "unix_socket_dir =",
    "auth_type = trust",
    `auth_file = ${path.join(dir, "users.txt")}`,
    "pool_mode = transaction",
    "max_client_conn = 500",
    `default_pool_size = ${serverConnections}`,
    ...(process.getuid?.() === 0 ? ["user = postgres"] : []),
  ].join("\n");
  writeFileSync(path.join(dir, "pgbouncer.ini"), `${ini}\n`, { mode: 0o644 });
  const child: ChildProcess = spawn(PGBOUNCER, [path.join(dir, "pgbouncer.ini")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  for (let attempt = 0; !(await accepting(port)); attempt++) {
    if (child.exitCode !== null || attempt === 100) {
      child.kill();
      throw new Error(`PgBouncer did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    urlFor(url) {
      const pooled = new URL(url);
      pooled.hostname = "127.0.0.1";
      pooled.port = String(port);
      return pooled.toString();
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGINT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
