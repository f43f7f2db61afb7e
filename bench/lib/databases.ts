import { randomBytes } from "node:crypto";
import pg from "pg";

// int8 columns hold cents: read them as bigint, as the API does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The admin URL pointed at another database on the same server. */
export function urlFor(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on one pooled connection inside a trx: committed when it returns, rolled back when it throws. */
export async function inTrx(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await work(client);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database named `<prefix>_<random>`; `drop` removes it even with connections still open. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await asAdmin((client) => client.query(`create database ${name}`));
  let dropped = false;
  return {
    name,
    url: urlFor(name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await asAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function serverVersion(): Promise<string> {
  return asAdmin(async (client) => (await client.query("show server_version")).rows[0].server_version);
}
