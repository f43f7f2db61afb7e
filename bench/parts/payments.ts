import { paymentCode } from "@larkspur/test-kit/mail";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { type BenchContext, ratioWithin } from "../lib/context";
import { recordLedgerCheck } from "../lib/ledger-check";
import { driveLifecycles, type Lifecycle, type LifecycleFigures } from "../lib/lifecycles";
import { CONNECTIONS, type LoadWindow } from "../lib/load";
import type { BenchCustomer } from "../lib/seed-customers";
import { countingStatements, statementsNote } from "../lib/statements";

const window = { warmUpSeconds: 3, measureSeconds: 15 };
const hotWindow = { warmUpSeconds: 2, measureSeconds: 10 };

/** A $1.00 payment to another Larkspur customer, named by account number. */
const paymentTo = (payee: BenchCustomer) =>
  samplePayment({ accountNumber: payee.accountNumber }, { amount: 1, description: "Bench payment" });

/** A verified payment has moved the money: no review follows. */
const completed = (verified: unknown) => (verified as { status?: string }).status === "Completed";

const share = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

/**
 * Payments between customers (initiate, code from the outbox, verify), measured like the transfer lifecycles and
 * against them: spread over the 1,000 customers (each paying the customer 500 places on), then all to one shop, then
 * all from the hot account; then the ledger's invariants.
 */
export async function runPayments(bench: BenchContext): Promise<void> {
  const transfers = bench.shared.get("lifecycles");
  const customerAt = (index: number) => bench.customers[index % bench.customers.length]!;
  const nth = (worker: number, round: number) => worker + round * CONNECTIONS;
  const drive = (measured: LoadWindow, lifecycleOf: (worker: number, round: number) => Lifecycle) =>
    driveLifecycles({
      baseUrl: bench.api.baseUrl,
      pool: bench.pool,
      workers: CONNECTIONS,
      lifecycleOf,
      codeMail: paymentCode,
      done: completed,
      window: measured,
    });

  const spread = await countingStatements(bench, () =>
    drive(window, (worker, round) => ({
      customer: customerAt(nth(worker, round)),
      body: paymentTo(customerAt(nth(worker, round) + bench.customers.length / 2)),
    })),
  );
  const hotRecipient = await drive(hotWindow, (worker, round) => ({
    customer: customerAt(nth(worker, round)),
    body: paymentTo(bench.shop),
  }));
  const hotPayer = await drive(hotWindow, (worker, round) => ({
    customer: bench.hot,
    body: paymentTo(customerAt(nth(worker, round))),
  }));

  const againstTransfers = (figures: LifecycleFigures) =>
    transfers ? figures.perSecond / transfers : Number.NaN;
  const ceiling = transfers ? `transfers ${transfers.toFixed(1)}/s` : "transfers missing";
  const spreadRatio = againstTransfers(spread);
  bench.record({
    id: "payments",
    figure: "Payments (initiate + verify), 1,000 customers",
    value: spread.perSecond,
    unit: "/s",
    ceiling,
    ratio: spreadRatio,
    budget: "≥ 100 % of transfers",
    withinBudget: ratioWithin(spreadRatio, "least", 1),
    note: `${spread.completed} payments by ${CONNECTIONS} concurrent clients; p50 ${spread.p50Ms} ms, p99 ${spread.p99Ms} ms`,
  });
  const lifecycleStatements = bench.shared.get("lifecycle-statements");
  bench.record({
    id: "payment-statements",
    figure: "SQL statements per payment (initiate + verify)",
    value: spread.statements.byRequests,
    unit: "",
    ceiling: lifecycleStatements
      ? `transfer lifecycle ${lifecycleStatements.toFixed(2)}`
      : "transfers missing",
    ratio: lifecycleStatements ? spread.statements.byRequests / lifecycleStatements : Number.NaN,
    note: `${statementsNote(spread.statements)}, over ${spread.lifecycles} payments`,
  });
  const hotShare = hotRecipient.perSecond / spread.perSecond;
  bench.record({
    id: "payments-hot-recipient",
    figure: "Payments, all to one hot recipient",
    value: hotRecipient.perSecond,
    unit: "/s",
    ceiling,
    ratio: againstTransfers(hotRecipient),
    budget: "≥ 80 % of spread payments",
    withinBudget: ratioWithin(hotShare, "least", 0.8),
    note: `${share(hotShare)} of the spread payments' ${spread.perSecond.toFixed(1)}/s; p50 ${hotRecipient.p50Ms} ms, p99 ${hotRecipient.p99Ms} ms`,
  });
  bench.record({
    id: "payments-hot-payer",
    figure: "Payments, all from one hot payer",
    value: hotPayer.perSecond,
    unit: "/s",
    ceiling,
    ratio: againstTransfers(hotPayer),
    note: `${share(hotPayer.perSecond / spread.perSecond)} of the spread payments' ${spread.perSecond.toFixed(1)}/s; p50 ${hotPayer.p50Ms} ms, p99 ${hotPayer.p99Ms} ms; every verify takes the payer's limits lock, so they queue`,
  });
  const runs = { spread, "hot recipient": hotRecipient, "hot payer": hotPayer };
  const errors = Object.values(runs).reduce((sum, run) => sum + run.errors, 0);
  bench.record({
    id: "payments-errors",
    figure: "Payment errors (spread, hot recipient, hot payer)",
    value: errors,
    unit: "",
    budget: "0",
    withinBudget: errors === 0,
    note: Object.entries(runs)
      .map(
        ([name, run]) =>
          `${name} ${run.errors}${run.errorSamples.length ? ` (${run.errorSamples.join("; ")})` : ""}`,
      )
      .join(", "),
  });

  await recordLedgerCheck(bench, "payments-ledger", "Ledger problems after the payment runs");
}
