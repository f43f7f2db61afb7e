import { setTimeout as delay } from "node:timers/promises";
import { type Actors, approve, cancel, deposit, initiate, reject, verify } from "./workload";

/** A small seeded generator (mulberry32): the same seed plays the same mix of lifecycles on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Plan =
  | "approve"
  | "reject"
  | "cancel-pending"
  | "cancel-unconfirmed"
  | "leave-pending"
  | "leave-unconfirmed"
  | "deposit";

const MIX: [Plan, number][] = [
  ["approve", 0.45],
  ["reject", 0.15],
  ["cancel-pending", 0.1],
  ["cancel-unconfirmed", 0.1],
  ["leave-pending", 0.08],
  ["leave-unconfirmed", 0.04],
  ["deposit", 0.08],
];

function pick(random: () => number): Plan {
  let roll = random();
  for (const [plan, share] of MIX) {
    roll -= share;
    if (roll < 0) return plan;
  }
  return "approve";
}

/** Cents from $1.00 to $150.00; above the four-eyes threshold ($100) two operators must approve. */
const amountOf = (random: () => number) => BigInt(100 + Math.floor(random() * 14_901));

async function lifecycle(
  actors: Actors,
  plan: Plan,
  customerIndex: number,
  cents: bigint,
  fourEyesCents: bigint,
) {
  const customer = actors.customers[customerIndex]!;
  const [first, second] = actors.operators;
  if (plan === "deposit") return deposit(actors, actors.operators, customer, cents);
  const transactionId = await initiate(actors, customer, cents);
  if (!transactionId || plan === "leave-unconfirmed") return;
  if (plan === "cancel-unconfirmed") return cancel(actors, customer, transactionId);
  if (!(await verify(actors, customer, transactionId))) return;
  if (plan === "cancel-pending") return cancel(actors, customer, transactionId);
  if (plan === "reject") return reject(actors, second!, transactionId);
  if (plan === "approve") {
    const twoNeeded = cents > fourEyesCents;
    await approve(actors, first!, transactionId, !twoNeeded);
    if (twoNeeded) await approve(actors, second!, transactionId, true);
  }
}

export interface LoadShape {
  lifecycles: number;
  clients: number;
  /** Lifecycles start no faster than this many a second, so the run lasts long enough for every fault to land. */
  perSecond: number;
  /** No lifecycle starts after this. */
  maxSeconds: number;
  fourEyesCents: bigint;
  seed: number;
}

/** Drives the lifecycles: each of `clients` takes the next planned lifecycle and runs it to its end. */
export async function runLifecycles(actors: Actors, shape: LoadShape, progress: (started: number) => void) {
  const random = seededRandom(shape.seed);
  const planned = Array.from({ length: shape.lifecycles }, () => ({
    plan: pick(random),
    customer: Math.floor(random() * actors.customers.length),
    cents: amountOf(random),
  }));
  const began = Date.now();
  let next = 0;
  const client = async () => {
    for (;;) {
      const index = next++;
      const item = planned[index];
      if (!item || Date.now() - began > shape.maxSeconds * 1000) return;
      const due = began + (index * 1000) / shape.perSecond;
      if (due > Date.now()) await delay(due - Date.now());
      progress(index + 1);
      try {
        await lifecycle(actors, item.plan, item.customer, item.cents, shape.fourEyesCents);
        actors.history.lifecycles += 1;
      } catch (error) {
        actors.history.surprise(`lifecycle ${index + 1}: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
  await Promise.all(Array.from({ length: shape.clients }, client));
}
