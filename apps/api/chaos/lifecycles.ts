import { setTimeout as delay } from "node:timers/promises";
import type { Customer } from "./setup";
import {
  type Actors,
  approve,
  cancel,
  cardPurchase,
  deposit,
  initiate,
  type Order,
  reject,
  requestMoney,
  schedulePayment,
  verify,
} from "./workload";

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

export type Plan =
  | "approve"
  | "reject"
  | "cancel-pending"
  | "cancel-unconfirmed"
  | "leave-pending"
  | "leave-unconfirmed"
  | "deposit"
  | "pay"
  | "pay-unconfirmed"
  | "pay-request"
  | "race-for-request"
  | "card-clear"
  | "card-reverse"
  | "schedule";

const MIX: [Plan, number][] = [
  ["approve", 0.28],
  ["reject", 0.12],
  ["cancel-pending", 0.08],
  ["cancel-unconfirmed", 0.08],
  ["leave-pending", 0.06],
  ["leave-unconfirmed", 0.03],
  ["deposit", 0.07],
  ["pay", 0.11],
  ["pay-unconfirmed", 0.02],
  ["pay-request", 0.03],
  ["race-for-request", 0.02],
  ["card-clear", 0.05],
  ["card-reverse", 0.03],
  ["schedule", 0.02],
];

const isPayment = (plan: Plan) => plan === "pay" || plan === "pay-unconfirmed";

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

/**
 * A payment's cents: mostly as a transfer's, but one in ten from $1,000 to $5,000, more than many payers have, so
 * payments racing for the same money are refused while the faults land.
 */
const paymentAmountOf = (random: () => number) =>
  random() < 0.1 ? BigInt(100_000 + Math.floor(random() * 400_001)) : amountOf(random);

/**
 * A scheduled payment's cents: half of them as a transfer's, half from $5,000 to $9,000, more than most customers
 * have when its run comes, so that run is refused for want of money and waits for the afternoon's try.
 */
const scheduleAmountOf = (random: () => number) =>
  random() < 0.5 ? amountOf(random) : BigInt(500_000 + Math.floor(random() * 400_001));

interface Planned {
  plan: Plan;
  /** Who starts it: the payer of a transfer or payment, the requester of a money request. */
  customer: number;
  /** A payment's recipient, or who pays a request: another customer than `customer`. */
  payee: number;
  /** Whether a payment or request names the other customer by e-mail address rather than account number. */
  byEmail: boolean;
  cents: bigint;
}

/** Pays a money request as `payer` would from its page: start it, then confirm the code. */
async function payRequest(
  actors: Actors,
  payer: Customer,
  request: { requestId: string; requesterId: string },
  cents: bigint,
) {
  const transactionId = await initiate(actors, payer, cents, { kind: "request", ...request });
  if (transactionId) await verify(actors, payer, transactionId);
}

/**
 * A customer asks another for money and is paid; or makes a link that two others try to pay at the same moment,
 * of whom at most one may.
 */
async function requestAndPay(actors: Actors, item: Planned) {
  const { customers } = actors;
  const requester = customers[item.customer]!;
  const payer = customers[item.payee]!;
  const race = item.plan === "race-for-request";
  const requestId = await requestMoney(
    actors,
    requester,
    item.cents,
    race ? undefined : { customer: payer, byEmail: item.byEmail },
  );
  if (!requestId) return;
  const rivalIndex = [1, 2]
    .map((step) => (item.payee + step) % customers.length)
    .find((index) => index !== item.customer)!;
  const payers = race ? [payer, customers[rivalIndex]!] : [payer];
  await Promise.all(
    payers.map((who) => payRequest(actors, who, { requestId, requesterId: requester.id }, item.cents)),
  );
}

async function lifecycle(actors: Actors, item: Planned, index: number, fourEyesCents: bigint) {
  const { plan, cents } = item;
  const customer = actors.customers[item.customer]!;
  const [first, second] = actors.operators;
  if (plan === "deposit") return deposit(actors, actors.operators, customer, cents);
  if (plan === "card-clear" || plan === "card-reverse") {
    return cardPurchase(actors, customer, cents, plan === "card-clear" ? "clear" : "reverse");
  }
  if (plan === "pay-request" || plan === "race-for-request") return requestAndPay(actors, item);
  if (plan === "schedule") {
    return schedulePayment(
      actors,
      customer,
      actors.customers[item.payee]!,
      cents,
      `Chaos schedule ${index + 1}`,
    );
  }
  const order: Order = isPayment(plan)
    ? { kind: "payment", payee: actors.customers[item.payee]!, byEmail: item.byEmail }
    : { kind: "transfer" };
  const transactionId = await initiate(actors, customer, cents, order);
  if (!transactionId || plan === "leave-unconfirmed" || plan === "pay-unconfirmed") return;
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
  /** Plans this run leaves out, played as approvals instead (the scale test's workload has no cards or schedules). */
  leaveOut?: Plan[];
}

/** Drives the lifecycles: each of `clients` takes the next planned lifecycle and runs it to its end. */
export async function runLifecycles(actors: Actors, shape: LoadShape, progress: (started: number) => void) {
  const random = seededRandom(shape.seed);
  const count = actors.customers.length;
  const planned = Array.from({ length: shape.lifecycles }, (): Planned => {
    const customer = Math.floor(random() * count);
    const picked = pick(random);
    const plan = shape.leaveOut?.includes(picked) ? "approve" : picked;
    return {
      plan,
      customer,
      payee: (customer + 1 + Math.floor(random() * (count - 1))) % count,
      byEmail: random() < 0.5,
      cents: isPayment(plan)
        ? paymentAmountOf(random)
        : plan === "schedule"
          ? scheduleAmountOf(random)
          : amountOf(random),
    };
  });
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
        await lifecycle(actors, item, index, shape.fourEyesCents);
        actors.history.lifecycles += 1;
      } catch (error) {
        actors.history.surprise(`lifecycle ${index + 1}: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
  await Promise.all(Array.from({ length: shape.clients }, client));
}
