import { transferCode } from "@larkspur/test-kit/mail";
import { type BenchContext, ratioWithin } from "../lib/context";
import { recordLedgerCheck } from "../lib/ledger-check";
import { driveLifecycles, transferBody } from "../lib/lifecycles";
import { CONNECTIONS } from "../lib/load";
import { runPgbench } from "../lib/pgbench";
import { countingStatements, statementsNote } from "../lib/statements";

const window = { warmUpSeconds: 3, measureSeconds: 15 };
const hotWindow = { warmUpSeconds: 2, measureSeconds: 10 };

/** Ceiling B: pgbench TPC-B, scale 10, 8 clients, 20 s, on the same PostgreSQL. */
export async function runCeilingB(bench: BenchContext): Promise<void> {
  const pgbench = await runPgbench(20);
  bench.shared.set("ceiling-b", pgbench.tps);
  bench.record({
    id: "ceiling-b",
    figure: "Ceiling B: pgbench TPC-B (scale 10, 8 clients, 20 s)",
    value: pgbench.tps,
    unit: "tps",
    note: `average latency ${pgbench.latencyAverageMs} ms`,
  });
}

/** A verified transfer waits, held, for the operators' review. */
const submitted = (verified: unknown) =>
  (verified as { transaction?: { status?: string } }).transaction?.status === "Pending";

/**
 * Transfer lifecycles (initiate, code from the outbox, verify): first spread over 1,000 funded customers, each
 * worker with customers of its own; then every one from the same hot account; then the ledger's invariants.
 */
export async function runTransfers(bench: BenchContext): Promise<void> {
  const ceiling = bench.shared.get("ceiling-b");
  const spread = await countingStatements(bench, () =>
    driveLifecycles({
      baseUrl: bench.api.baseUrl,
      pool: bench.pool,
      workers: CONNECTIONS,
      lifecycleOf: (worker, round) => ({
        customer: bench.customers[(worker + round * CONNECTIONS) % bench.customers.length]!,
        body: transferBody,
      }),
      codeMail: transferCode,
      done: submitted,
      window,
    }),
  );
  bench.shared.set("lifecycles", spread.perSecond);
  bench.shared.set("lifecycle-statements", spread.statements.byRequests);
  const ratio = ceiling ? spread.perSecond / ceiling : Number.NaN;
  bench.record({
    id: "lifecycles",
    figure: "Transfer lifecycles (initiate + verify), 1,000 customers",
    value: spread.perSecond,
    unit: "/s",
    ceiling: ceiling ? `B ${Math.round(ceiling)} tps` : "B missing",
    ratio,
    budget: "≥ 15 % of B (50 % the aim)",
    withinBudget: ratioWithin(ratio, "least", 0.15),
    note: `${spread.completed} lifecycles by ${CONNECTIONS} concurrent clients`,
  });
  bench.record({
    id: "lifecycle-statements",
    figure: "SQL statements per transfer lifecycle (initiate + verify)",
    value: spread.statements.byRequests,
    unit: "",
    budget: "≤ 4 sent by the API",
    withinBudget: spread.statements.byRequests <= 4,
    note: `${statementsNote(spread.statements)}, over ${spread.lifecycles} lifecycles`,
  });
  bench.record({ id: "lifecycles-p50", figure: "Transfer lifecycle p50", value: spread.p50Ms, unit: "ms" });
  bench.record({
    id: "lifecycles-p99",
    figure: "Transfer lifecycle p99 (at peak)",
    value: spread.p99Ms,
    unit: "ms",
    note: `p99 / p50 = ${(spread.p99Ms / spread.p50Ms).toFixed(1)} at full load`,
  });
  bench.record({
    id: "lifecycles-errors",
    figure: "Transfer lifecycle errors",
    value: spread.errors,
    unit: "",
    budget: "0",
    withinBudget: spread.errors === 0,
    note: spread.errorSamples.join("; ") || undefined,
  });

  const hot = await driveLifecycles({
    baseUrl: bench.api.baseUrl,
    pool: bench.pool,
    workers: CONNECTIONS,
    lifecycleOf: () => ({ customer: bench.hot, body: transferBody }),
    codeMail: transferCode,
    done: submitted,
    window: hotWindow,
  });
  bench.record({
    id: "hot-lifecycles",
    figure: "Transfer lifecycles, all from one hot account",
    value: hot.perSecond,
    unit: "/s",
    ceiling: `spread ${spread.perSecond.toFixed(1)}/s`,
    ratio: hot.perSecond / spread.perSecond,
    note: `p50 ${hot.p50Ms} ms, p99 ${hot.p99Ms} ms; verify locks the account row, so they queue`,
  });
  bench.record({
    id: "hot-errors",
    figure: "Hot-account lifecycle errors",
    value: hot.errors,
    unit: "",
    budget: "0",
    withinBudget: hot.errors === 0,
    note: hot.errorSamples.join("; ") || undefined,
  });

  await recordLedgerCheck(bench, "ledger", "Ledger problems after the transfer runs");
}
