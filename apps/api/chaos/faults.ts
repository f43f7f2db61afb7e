import { setTimeout as delay } from "node:timers/promises";
import type { HarnessDb } from "./harness-db";

export interface Fault {
  /** Seconds after the load starts. */
  at: number;
  name: string;
  inject(): Promise<void>;
}

export interface FaultLog {
  injected: string[];
}

/** Injects each fault at its time, one after the other, and logs what happened when. */
export async function runFaults(faults: Fault[], log: FaultLog, began: number): Promise<void> {
  for (const fault of faults) {
    const due = began + fault.at * 1000;
    if (due > Date.now()) await delay(due - Date.now());
    const started = Date.now();
    await fault.inject();
    log.injected.push(
      `${fault.name} at ${((started - began) / 1000).toFixed(1)} s (${Date.now() - started} ms)`,
    );
    console.log(`  fault: ${log.injected.at(-1)}`);
  }
}

export interface BalanceSamples {
  samples: number;
  /** Customer accounts seen with a negative available balance (balance - held), over all samples. */
  negativeSightings: number;
  lowestAvailableCents: bigint | undefined;
}

/** Samples every customer's available balance until `done` resolves. */
export async function sampleBalances(db: HarnessDb, done: Promise<unknown>): Promise<BalanceSamples> {
  const result: BalanceSamples = { samples: 0, negativeSightings: 0, lowestAvailableCents: undefined };
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  while (!finished) {
    const [row] = await db.query<{ lowest: bigint | null; negative: number }>(
      `select min(balance - held) as lowest, count(*) filter (where balance - held < 0 or held < 0)::int as negative
       from accounts where kind = 'customer'`,
    );
    result.samples += 1;
    result.negativeSightings += row?.negative ?? 0;
    const lowest = row?.lowest ?? undefined;
    if (
      lowest !== undefined &&
      (result.lowestAvailableCents === undefined || lowest < result.lowestAvailableCents)
    ) {
      result.lowestAvailableCents = lowest;
    }
    await delay(250);
  }
  return result;
}
