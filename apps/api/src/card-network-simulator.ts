import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Currency, exponentOf, isCurrency } from "@larkspur/shared/currencies";
import { toMinorUnits } from "@larkspur/shared/money";
import { cardChannels } from "@larkspur/shared/schemas/cards";
import { DEV_NETWORK_SECRET_FILE, signCardEvent } from "./modules/cards";

const usage = `Usage: npm run card-network -- --card <cardId> --amount <amount> [options]

Plays the card network against a running Larkspur server: a signed authorisation, then after a few seconds the
clearing (or a reversal), and optionally a refund.

Options:
  --card <cardId>          the card, as GET /api/cards/{userId} lists it
  --amount <amount>        in the card's currency, with its decimals (e.g. 12.50)
  --currency <code>        the card's currency (USD)
  --merchant <name>        the shop's name ("Larkspur Coffee")
  --channel <channel>      online, in_store or atm (online)
  --clear <amount>         clear this amount instead of the authorised one
  --after <seconds>        wait this long before the clearing (3)
  --reverse                send a reversal instead of the clearing
  --refund <amount>        after the clearing, refund this amount
  --url <url>              the server (PUBLIC_URL, else http://localhost:3000)

Signs with CARD_NETWORK_SECRET, or the one the server made in DATA_DIR beside the dev mailbox.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function secret(): string {
  if (process.env.CARD_NETWORK_SECRET) return process.env.CARD_NETWORK_SECRET;
  const dataDir = process.env.DATA_DIR ?? path.resolve(import.meta.dirname, "../../../data");
  try {
    return readFileSync(path.join(dataDir, DEV_NETWORK_SECRET_FILE), "utf8").trim();
  } catch {
    return fail(
      `Set CARD_NETWORK_SECRET, or start the server with the dev mailbox first (it makes ${DEV_NETWORK_SECRET_FILE} in DATA_DIR).`,
    );
  }
}

const { values } = parseArgs({
  options: {
    card: { type: "string" },
    amount: { type: "string" },
    currency: { type: "string", default: "USD" },
    merchant: { type: "string", default: "Larkspur Coffee" },
    channel: { type: "string", default: "online" },
    clear: { type: "string" },
    after: { type: "string", default: "3" },
    reverse: { type: "boolean", default: false },
    refund: { type: "string" },
    url: { type: "string", default: process.env.PUBLIC_URL ?? "http://localhost:3000" },
    help: { type: "boolean", default: false },
  },
});
if (values.help || !values.card || !values.amount) fail(usage);
const currency = values.currency.toUpperCase();
if (!isCurrency(currency)) fail(`Unknown currency ${currency}`);
const minor = (amount: string) => {
  const units = toMinorUnits(amount, exponentOf(currency as Currency));
  if (units === null || units <= 0n) fail(`${amount} is no amount in ${currency}`);
  return Number(units);
};
if (!(cardChannels as readonly string[]).includes(values.channel))
  fail(`--channel is one of ${cardChannels.join(", ")}`);

const key = secret();
async function send(event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  const response = await fetch(new URL("/api/card-network/events", values.url), {
    method: "POST",
    headers: { "content-type": "application/json", "x-larkspur-signature": signCardEvent(key, body) },
    body,
  });
  const answer = await response.text();
  console.log(`${event.type}: ${response.status} ${answer}`);
  return { status: response.status, body: JSON.parse(answer) as Record<string, string> };
}

const merchant = { name: values.merchant, mcc: "5999", country: "US" };
const authorizationId = `sim-${randomUUID()}`;
const amount = minor(values.amount);
const decided = await send({
  type: "authorization",
  authorizationId,
  cardId: values.card,
  amount,
  currency,
  merchant,
  channel: values.channel,
});
if (decided.status !== 200 || decided.body.decision !== "approved")
  process.exit(decided.status === 200 ? 0 : 1);
await new Promise((resolve) => setTimeout(resolve, Number(values.after) * 1000));
if (values.reverse) {
  await send({ type: "reversal", authorizationId });
} else {
  await send({ type: "clearing", authorizationId, amount: values.clear ? minor(values.clear) : amount });
  if (values.refund)
    await send({ type: "refund", cardId: values.card, amount: minor(values.refund), merchant });
}
