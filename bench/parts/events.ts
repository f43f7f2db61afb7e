import http from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { paymentCode } from "@larkspur/test-kit/mail";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import type { BenchContext } from "../lib/context";
import { jsonClient } from "../lib/http-json";
import { driveLifecycles } from "../lib/lifecycles";
import { CONNECTIONS } from "../lib/load";
import { watchPeakMemory } from "../lib/process-memory";
import type { BenchCustomer } from "../lib/seed-customers";

const STREAMS = 1000;
/** Streams opened at a time: a crowd of browsers arriving, not one burst of a thousand handshakes. */
const OPENING_AT_ONCE = 25;
/** How long the open streams are held idle, for their memory to settle before it is read. */
const HOLD_MS = 3000;
/** How long after the load a verified payment's notification may still arrive before it counts as missed. */
const STRAGGLERS_MS = 2000;
const window = { warmUpSeconds: 3, measureSeconds: 15 };
const MB = 1024 ** 2;

interface OpenStream {
  close(): void;
}

/**
 * An event stream as a browser holds it, on a socket of its own: resolves once the server says it is connected, and
 * tells `onNotification` each notification's kind the moment its frame arrives.
 */
function openStream(
  baseUrl: string,
  ticket: string,
  onNotification: (kind: string) => void,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`,
      { agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`event stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding("utf8");
        let pending = "";
        response.on("data", (chunk: string) => {
          pending += chunk;
          const frames = pending.split("\n\n");
          pending = frames.pop() ?? "";
          for (const frame of frames) {
            if (frame.startsWith(": connected")) resolve({ close: () => request.destroy() });
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (/^event: notification$/m.test(frame) && data) onNotification(JSON.parse(data).kind);
          }
        });
        response.on("end", () => reject(new Error("event stream ended before it was connected")));
        response.on("error", () => {});
      },
    );
    request.on("error", reject);
  });
}

/**
 * Pairs each payee's verify answers with the notifications their streams receive, in order (a payee's payments
 * come from one worker, one after another): the delay is from the answer to the frame, 0 when the frame came first.
 */
function notificationDelays(measureFrom: number) {
  const answers = new Map<string, number[]>();
  const frames = new Map<string, number[]>();
  const delays: number[] = [];
  const queue = (map: Map<string, number[]>, key: string) => {
    const list = map.get(key) ?? [];
    map.set(key, list);
    return list;
  };
  const counted = (answeredAt: number, arrivedAt: number) => {
    if (answeredAt >= measureFrom) delays.push(Math.max(0, arrivedAt - answeredAt));
  };
  return {
    answered(payeeId: string, at: number) {
      const arrived = queue(frames, payeeId).shift();
      if (arrived === undefined) queue(answers, payeeId).push(at);
      else counted(at, arrived);
    },
    arrived(payeeId: string, at: number) {
      const answered = queue(answers, payeeId).shift();
      if (answered === undefined) queue(frames, payeeId).push(at);
      else counted(answered, at);
    },
    /** Payments answered in the measured window whose notification never came. */
    missed: () => [...answers.values()].flat().filter((at) => at >= measureFrom).length,
    delays,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Live events: 1,000 customers each hold an event stream open on the one API process (its resident memory with
 * them, idle and under load), then the payment load runs between them (each paying the customer 500 places on)
 * and every payee's stream times its "payment received" from the payment's verify answer.
 */
export async function runEvents(bench: BenchContext): Promise<void> {
  const customers = bench.customers.slice(0, STREAMS);
  const payeeOf = new Map(customers.map((customer) => [customer.accountNumber, customer.id]));
  const memory = watchPeakMemory(bench.api.pid, 100);
  const client = jsonClient(bench.api.baseUrl, OPENING_AT_ONCE);
  const streams: OpenStream[] = [];
  let delays: ReturnType<typeof notificationDelays> | undefined;

  const open = async (customer: BenchCustomer) => {
    const answer = await client.request("POST", "/api/events/ticket", customer.token);
    if (answer.status !== 201) throw new Error(`ticket ${answer.status} ${JSON.stringify(answer.body)}`);
    const { ticket } = answer.body as { ticket: string };
    streams.push(
      await openStream(bench.api.baseUrl, ticket, (kind) => {
        if (kind === "payment.received") delays?.arrived(customer.id, performance.now());
      }),
    );
  };

  try {
    const openingStarted = performance.now();
    for (let next = 0; next < customers.length; next += OPENING_AT_ONCE) {
      await Promise.all(customers.slice(next, next + OPENING_AT_ONCE).map(open));
    }
    const openingSeconds = (performance.now() - openingStarted) / 1000;
    memory.endStretch();
    await delay(HOLD_MS);
    const idlePeak = memory.endStretch();
    bench.record({
      id: "events-memory",
      figure: "API resident memory, 1,000 open event streams",
      value: idlePeak / MB,
      unit: "MB",
      budget: "≤ 250 MB",
      withinBudget: idlePeak <= 250 * MB,
      note: `${streams.length} streams opened in ${openingSeconds.toFixed(1)} s (ticket, then stream), peak while held idle ${HOLD_MS / 1000} s`,
    });

    const at = (index: number) => customers[index % customers.length]!;
    const nth = (worker: number, round: number) => worker + round * CONNECTIONS;
    delays = notificationDelays(performance.now() + window.warmUpSeconds * 1000);
    const load = await driveLifecycles({
      baseUrl: bench.api.baseUrl,
      pool: bench.pool,
      workers: CONNECTIONS,
      lifecycleOf: (worker, round) => ({
        customer: at(nth(worker, round)),
        body: samplePayment(
          { accountNumber: at(nth(worker, round) + customers.length / 2).accountNumber },
          { amount: 1, description: "Bench payment" },
        ),
      }),
      codeMail: paymentCode,
      done: (verified) => (verified as { status?: string }).status === "Completed",
      window,
      onVerified: ({ body }, answeredAt) => {
        const { accountNumber } = (body as { recipient: { accountNumber: string } }).recipient;
        delays?.answered(payeeOf.get(accountNumber)!, answeredAt);
      },
    });
    await delay(STRAGGLERS_MS);
    const loadPeak = memory.endStretch();
    const missed = delays.missed();
    // A notification that never came is later than any that did.
    const sorted = [
      ...delays.delays.sort((a, b) => a - b),
      ...Array<number>(missed).fill(Number.POSITIVE_INFINITY),
    ];
    const p99 = percentile(sorted, 99);
    bench.record({
      id: "events-payment-delay",
      figure: "Payment notification delay, verify answer to payee's stream (p99)",
      value: Number.isFinite(p99) ? Math.round(p99) : null,
      unit: "ms",
      budget: "≤ 1,000 ms",
      withinBudget: p99 <= 1000,
      note: `${delays.delays.length} payments by ${CONNECTIONS} concurrent clients (${load.perSecond.toFixed(1)}/s, ${load.errors} errors) with ${streams.length} streams open; p50 ${Math.round(percentile(sorted, 50))} ms; ${missed} missed; API resident memory peak ${Math.round(loadPeak / MB)} MB under this load`,
    });
  } finally {
    memory.stop();
    client.close();
    for (const stream of streams) stream.close();
  }
}
