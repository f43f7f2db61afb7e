import { type FindMail, type MailWanted, outbox } from "@larkspur/test-kit/mail";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import type pg from "pg";
import { jsonClient } from "./http-json";
import type { LoadWindow } from "./load";
import type { BenchCustomer } from "./seed-customers";

export interface LifecycleFigures {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  completed: number;
  /** Every lifecycle run, warm-up included, whether it succeeded or not. */
  lifecycles: number;
  errors: number;
  /** A few of the error answers, to tell what went wrong. */
  errorSamples: string[];
}

/** A $1.00 transfer to the sample payee's bank. */
export const transferBody = sampleTransfer({ amount: 1, description: "Bench transfer" });

/** Who starts one lifecycle and with what body: a transfer or a payment to another customer. */
export interface Lifecycle {
  customer: BenchCustomer;
  body: unknown;
}

/**
 * Lets the harness find a transfer's code mail by address without scanning the whole outbox. It only serves the
 * harness's own look-ups; the API never reads mail jobs this way.
 */
export async function indexOutboxForHarness(pool: pg.Pool): Promise<void> {
  await pool.query(
    // The queue's name leads, as in every condition of the look-up: with the address alone, PostgreSQL also scanned
    // the queue's whole primary key for the name and combined the two, at a cost growing with the outbox.
    "create index if not exists bench_outbox_by_address on pgboss.job (name, (data->>'to'), created_on desc)",
  );
}

/** Reads the code from the mail that carries it: the test kit's `transferCode` or `paymentCode`. */
export type CodeMail = (find: FindMail, wanted: Omit<MailWanted, "subject">) => Promise<string>;

/** The code from the mail in the outbox (a pg-boss job written in the initiate trx). */
async function codeFor(
  pool: pg.Pool,
  codeMail: CodeMail,
  email: string,
  transactionId: string,
): Promise<number> {
  // Named, so each connection plans the look-up once: planned afresh every time, it cost PostgreSQL more than the
  // statements of the lifecycle it serves.
  const fromOutbox = outbox(
    async (text, values) => (await pool.query({ name: "outbox-code", text, values })).rows,
  );
  return Number(await codeMail(fromOutbox, { to: email, mentioning: transactionId }));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Closed-loop lifecycles: each of `workers` loops initiate → read the code from the outbox → verify, with the
 * customer and body `lifecycleOf(worker, round)` gives, the code read from `codeMail`. A verify answer counts when
 * `done` accepts its body. Only lifecycles that start and end inside the measured window count; the warm-up's are
 * thrown away.
 */
export async function driveLifecycles(options: {
  baseUrl: string;
  pool: pg.Pool;
  workers: number;
  lifecycleOf: (worker: number, round: number) => Lifecycle;
  codeMail: CodeMail;
  done: (verified: unknown) => boolean;
  window: LoadWindow;
  /** Told of each accepted verify answer the moment it arrives (performance.now()), warm-up included. */
  onVerified?: (lifecycle: Lifecycle, answeredAt: number) => void;
}): Promise<LifecycleFigures> {
  const client = jsonClient(options.baseUrl, options.workers);
  const measureFrom = Date.now() + options.window.warmUpSeconds * 1000;
  const measureUntil = measureFrom + options.window.measureSeconds * 1000;
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  let lifecycles = 0;

  const lifecycle = async ({ customer, body }: Lifecycle): Promise<void> => {
    const started = await client.request(
      "POST",
      `/api/transaction/initiate/${customer.id}`,
      customer.token,
      body,
    );
    if (started.status !== 200) throw new Error(`initiate ${started.status} ${JSON.stringify(started.body)}`);
    const { transactionId } = started.body as { transactionId: string };
    const otp = await codeFor(options.pool, options.codeMail, customer.email, transactionId);
    const verified = await client.request("POST", `/api/transaction/verify/${customer.id}`, customer.token, {
      otp,
      transactionId,
    });
    if (verified.status !== 200 || !options.done(verified.body))
      throw new Error(`verify ${verified.status} ${JSON.stringify(verified.body)}`);
    options.onVerified?.({ customer, body }, performance.now());
  };

  const worker = async (index: number) => {
    for (let round = 0; Date.now() < measureUntil; round++) {
      const began = Date.now();
      lifecycles += 1;
      try {
        await lifecycle(options.lifecycleOf(index, round));
        const ended = Date.now();
        if (began >= measureFrom && ended <= measureUntil) latencies.push(ended - began);
      } catch (error) {
        if (began < measureFrom) continue;
        errors += 1;
        if (errorSamples.length < 5)
          errorSamples.push(error instanceof Error ? error.message : String(error));
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));
  } finally {
    client.close();
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    perSecond: sorted.length / options.window.measureSeconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    completed: sorted.length,
    lifecycles,
    errors,
    errorSamples,
  };
}
