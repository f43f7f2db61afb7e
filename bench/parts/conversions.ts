import type { BenchContext } from "../lib/context";
import { jsonClient } from "../lib/http-json";
import { recordLedgerCheck } from "../lib/ledger-check";
import { CONNECTIONS } from "../lib/load";
import type { BenchCustomer } from "../lib/seed-customers";

const window = { warmUpSeconds: 3, measureSeconds: 15 };

/**
 * Today's dollar rate per euro, as the rates job would store it: the bench runs offline, and a conversion needs rates
 * younger than four days.
 */
async function storeTodaysDollarRate(bench: BenchContext): Promise<void> {
  await bench.pool.query(
    `insert into exchange_rates (currency, rate_date, rate, source) values ('USD', current_date, 1.1541, 'Manual')
     on conflict (currency, rate_date) do update set rate = excluded.rate`,
  );
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Conversions (a quote, then the conversion at it) of $1.00 into euros, closed-loop by 50 clients over the 1,000
 * customers, measured beside the transfer lifecycles of the same run; then the ledger's invariants, per currency.
 */
export async function runConversions(bench: BenchContext): Promise<void> {
  await storeTodaysDollarRate(bench);
  const client = jsonClient(bench.api.baseUrl, CONNECTIONS);
  const measureFrom = Date.now() + window.warmUpSeconds * 1000;
  const measureUntil = measureFrom + window.measureSeconds * 1000;
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;

  const conversion = async (customer: BenchCustomer) => {
    const quoted = await client.request("POST", `/api/conversions/${customer.id}/quote`, customer.token, {
      from: "USD",
      to: "EUR",
      amount: 1,
      side: "sell",
    });
    if (quoted.status !== 200) throw new Error(`quote ${quoted.status} ${JSON.stringify(quoted.body)}`);
    const { quoteId } = quoted.body as { quoteId: string };
    const converted = await client.request("POST", `/api/conversions/${customer.id}`, customer.token, {
      quoteId,
    });
    if (converted.status !== 201)
      throw new Error(`convert ${converted.status} ${JSON.stringify(converted.body)}`);
  };
  const worker = async (index: number) => {
    for (let round = 0; Date.now() < measureUntil; round++) {
      const began = Date.now();
      try {
        await conversion(bench.customers[(index + round * CONNECTIONS) % bench.customers.length]!);
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
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => worker(index)));
  } finally {
    client.close();
  }

  const sorted = latencies.sort((a, b) => a - b);
  const perSecond = sorted.length / window.measureSeconds;
  const transfers = bench.shared.get("lifecycles");
  bench.record({
    id: "conversions",
    figure: "Conversions (quote + convert), 1,000 customers",
    value: perSecond,
    unit: "/s",
    ceiling: transfers ? `transfers ${transfers.toFixed(1)}/s` : "transfers missing",
    ratio: transfers ? perSecond / transfers : Number.NaN,
    note: `${sorted.length} conversions by ${CONNECTIONS} concurrent clients; p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms`,
  });
  bench.record({
    id: "conversions-errors",
    figure: "Conversion errors",
    value: errors,
    unit: "",
    budget: "0",
    withinBudget: errors === 0,
    note: errorSamples.length ? errorSamples.join("; ") : "none",
  });
  await recordLedgerCheck(bench, "conversions-ledger", "Ledger problems after the conversion run");
}
