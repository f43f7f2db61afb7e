import { createHmac, randomUUID } from "node:crypto";
import { type BenchContext, bearer, ratioWithin } from "../lib/context";
import { recordLedgerCheck } from "../lib/ledger-check";
import { type LoadTarget, measureLoad, rotating } from "../lib/load";
import { measurePacedLoad } from "../lib/paced-load";

/** The API runs with this card network secret (run.ts), so the bench signs events as a processor would. */
export const benchCardNetworkSecret = "the bench's card network signing secret, 32+ characters";

const peakWindow = { warmUpSeconds: 3, measureSeconds: 10 };
const pacedWindow = { warmUpSeconds: 2, measureSeconds: 10 };
const CARDS = 200;

/**
 * Card authorisation decisions: a signed authorisation of 1 cent on one of 200 cards (of 200 customers), each a new
 * authorizationId, so each is a whole decision (limits lock, hold, history row, notification). First the peak rate,
 * then a steady 80 % of it, whose p99 has the design's budget of 100 ms; then the ledger's invariants.
 */
export async function runCards(bench: BenchContext): Promise<void> {
  const cards: string[] = [];
  for (const customer of bench.customers.slice(0, CARDS)) {
    const answer = await fetch(`${bench.api.baseUrl}/api/cards/${customer.id}`, {
      method: "POST",
      headers: { ...bearer(customer.token), "content-type": "application/json" },
      body: JSON.stringify({ currency: "USD" }),
    });
    if (answer.status !== 201)
      throw new Error(`issuing a card answered ${answer.status}: ${await answer.text()}`);
    cards.push(((await answer.json()) as { cardId: string }).cardId);
  }
  const nextCard = rotating(cards);
  const target: LoadTarget = {
    url: `${bench.api.baseUrl}/api/card-network/events`,
    method: "POST",
    next: () => {
      const body = JSON.stringify({
        type: "authorization",
        authorizationId: `bench-${randomUUID()}`,
        cardId: nextCard(),
        amount: 1,
        currency: "USD",
        merchant: { name: "Bench Shop", mcc: "5999", country: "US" },
        channel: "online",
      });
      const signature = createHmac("sha256", benchCardNetworkSecret).update(body).digest("hex");
      return {
        path: "/api/card-network/events",
        headers: { "content-type": "application/json", "x-larkspur-signature": `sha256=${signature}` },
        body,
      };
    },
  };
  const peak = await measureLoad(target, peakWindow);
  bench.record({
    id: "card-authorizations",
    figure: "Card authorisation decisions, 200 cards",
    value: peak.requestsPerSecond,
    unit: "/s",
    note: `${peak.requests} decisions; p50 ${peak.p50Ms} ms, p99 ${peak.p99Ms} ms at peak; ${peak.errors} errors`,
  });
  const rate = Math.max(1, Math.floor(peak.requestsPerSecond * 0.8));
  const paced = await measurePacedLoad({ ...target, rate }, pacedWindow);
  bench.record({
    id: "card-authorizations-p99-at-80",
    figure: "Card authorisation decisions: p99 at a steady 80 % of peak",
    value: paced.p99Ms,
    unit: "ms",
    budget: "< 100 ms, no error",
    withinBudget: ratioWithin(paced.p99Ms, "most", 100) && paced.errors === 0 && peak.errors === 0,
    note: `${rate} decisions/s: p50 ${paced.p50Ms.toFixed(1)} ms, p99 ${paced.p99Ms.toFixed(1)} ms, ${(paced.answeredInWindow * 100).toFixed(1)} % answered within the window, ${paced.errors} errors`,
  });
  await recordLedgerCheck(bench, "cards-ledger", "Ledger problems after the card authorisations");
}
