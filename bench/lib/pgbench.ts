import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createScratchDatabase } from "./databases";

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? "/usr/bin/pgbench";

export interface PgbenchFigures {
  tps: number;
  latencyAverageMs: number;
}

/**
 * Ceiling B: pgbench's TPC-B-like transaction (scale 10, 8 clients) on the same server, in a scratch database of
 * its own that is dropped afterwards.
 */
export async function runPgbench(seconds: number): Promise<PgbenchFigures> {
  const scratch = await createScratchDatabase("larkspur_pgbench");
  try {
    await run(PGBENCH, ["-i", "-s", "10", "-q", scratch.url], { maxBuffer: 16 * 1024 * 1024 });
    const { stdout } = await run(PGBENCH, ["-c", "8", "-j", "2", "-T", String(seconds), "-n", scratch.url], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const tps = /tps = ([\d.]+)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps: ${stdout}`);
    return { tps: Number(tps[1]), latencyAverageMs: latency ? Number(latency[1]) : Number.NaN };
  } finally {
    await scratch.drop();
  }
}
