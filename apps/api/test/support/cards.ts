import { createHmac, randomUUID } from "node:crypto";
import type { TestApp } from "./build";
import { bearer } from "./customers";

export const cardSecret = "the card network's signing key, 32+ characters";

/** The card network's signature over a body, as a processor makes it. */
export const cardSignature = (secret: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;

/** Sends one event to the card network channel, signed unless `signature` says otherwise (null: none). */
export function cardEvent(
  t: TestApp,
  event: object,
  signature: string | null = cardSignature(cardSecret, JSON.stringify(event)),
) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: "POST",
    url: "/api/card-network/events",
    headers: {
      "content-type": "application/json",
      ...(signature !== null && { "x-larkspur-signature": signature }),
    },
    payload,
  });
}

export const merchant = { name: "Corner Books", mcc: "5942", country: "US" };

/** A signed authorisation for `amount` minor units; answers the decision's body and the id it used. */
export async function authorize(
  t: TestApp,
  card: { cardId: string; currency?: string },
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const authorizationId = (extra.authorizationId as string | undefined) ?? `auth-${randomUUID()}`;
  const response = await cardEvent(t, {
    type: "authorization",
    authorizationId,
    cardId: card.cardId,
    amount,
    currency: card.currency ?? "USD",
    merchant,
    channel: "in_store",
    ...extra,
  });
  if (response.statusCode !== 200)
    throw new Error(`authorization answered ${response.statusCode}: ${response.body}`);
  return { authorizationId, ...(response.json() as { decision: string; reason?: string }) };
}

/** Issues a card in USD (or `currency`) for the customer; answers the card. */
export async function issueCard(
  t: TestApp,
  customer: { id: string; token: string },
  body: object = { currency: "USD" },
) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/cards/${customer.id}`,
    headers: bearer(customer.token),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`issue answered ${response.statusCode}: ${response.body}`);
  return response.json() as { cardId: string; last4: string; currency: string; status: string };
}
