import { execFile } from "node:child_process";
import { appendFileSync, chmodSync, chownSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest PostgreSQL installed from the distribution's packages, e.g. /usr/lib/postgresql/15/bin. */
function binDir(): string {
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`No PostgreSQL under ${POSTGRES_ROOT}`);
  return path.join(POSTGRES_ROOT, versions[0]!, "bin");
}

/** initdb and pg_ctl refuse to run as root, so as root they run as the postgres user. */
async function asOwner(command: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  await run(file, argv, { timeout: 60_000 });
}

function postgresUid(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line) throw new Error("There is no postgres user to run the cluster as");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

export interface Cluster {
  url: string;
  /** A fast shutdown (open connections are cut, transactions in flight roll back) followed by a start. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster of the harness's own in `dir`, on 127.0.0.1:`port` with trust authentication and its
 * socket in `dir`, so restarting it disturbs nobody else's database.
 */
export async function startCluster(dir: string, port: number): Promise<Cluster> {
  const bin = binDir();
  const dataDir = path.join(dir, "data");
  const socketDir = path.join(dir, "socket");
  const logFile = path.join(dir, "postgres.log");
  mkdirSync(socketDir, { recursive: true });
  const owner = postgresUid();
  if (owner) {
    for (const folder of [dir, socketDir]) chownSync(folder, owner.uid, owner.gid);
  }
  chmodSync(dir, 0o755);

  await asOwner(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-sync",
  ]);
  appendFileSync(
    path.join(dataDir, "postgresql.conf"),
    [
      "",
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      `unix_socket_directories = '${socketDir}'`,
      "max_connections = 200",
      // Nothing here must survive a machine crash; only the database's own restarts are under test.
      "fsync = off",
      "",
    ].join("\n"),
  );

  const pgCtl = (...args: string[]) => asOwner(path.join(bin, "pg_ctl"), ["-D", dataDir, ...args]);
  const start = () => pgCtl("-l", logFile, "-w", "-t", "60", "start");
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      await pgCtl("-m", "fast", "-w", "stop");
      await start();
    },
    async stop() {
      if (!running) return;
      running = false;
      await pgCtl("-m", "immediate", "-w", "stop");
    },
  };
}
