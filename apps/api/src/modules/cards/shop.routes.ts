import type { CardNetworkEvent } from "@larkspur/shared/schemas/cards";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signCardEvent } from "./card-signature";
import { checkShopPayment } from "./shop.service";
import { shopPage } from "./shop-page";

/** How long the pretend shop waits before it completes an approved purchase. */
const CLEARING_SECONDS = 5;

const text = (max: number) => z.string().max(max);
const paymentForm = z.object({
  cardNumber: text(40),
  expiry: text(10),
  cvc: text(10),
  amount: text(30),
  merchant: text(100),
});

/**
 * `/dev/shop`: registered only beside the dev mailbox. It plays the card network against this very server: each
 * event goes through the real, signed channel (`POST /api/card-network/events`), signed here with the secret.
 */
export function shopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const timers = new Set<NodeJS.Timeout>();
    app.addHook("onClose", async () => {
      for (const timer of timers) clearTimeout(timer);
    });

    const send = async (event: CardNetworkEvent) => {
      const secret = ctx.cardNetworkSecret;
      if (!secret) throw new Error("The dev shop needs the card network's secret");
      const payload = JSON.stringify(event);
      const response = await app.inject({
        method: "POST",
        url: "/api/card-network/events",
        headers: {
          "content-type": "application/json",
          "x-larkspur-signature": signCardEvent(secret, payload),
        },
        payload,
      });
      return { status: response.statusCode, body: response.json() as Record<string, string> };
    };
    const page = { schema: { hide: true } };
    const html = (reply: { type(type: string): unknown }) => reply.type("text/html; charset=utf-8");

    app.get("/dev/shop", page, async (_request, reply) => {
      html(reply);
      return shopPage({ clearingSeconds: CLEARING_SECONDS });
    });

    app.post(
      "/dev/shop/authorization",
      { schema: { hide: true, body: paymentForm } },
      async (request, reply) => {
        html(reply);
        const form = request.body;
        const values = {
          cardNumber: form.cardNumber,
          expiry: form.expiry,
          amount: form.amount,
          merchant: form.merchant,
        };
        const checked = await checkShopPayment(ctx, form);
        if (!checked.ok)
          return reply
            .code(400)
            .send(shopPage({ problem: checked.problem, values, clearingSeconds: CLEARING_SECONDS }));
        const merchant = { name: form.merchant.trim(), mcc: "5999", country: "US" };
        const { status, body } = await send({
          type: "authorization",
          authorizationId: checked.authorizationId,
          cardId: checked.cardId,
          amount: checked.amount,
          currency: checked.currency as never,
          merchant,
          channel: "online",
        });
        const approved = status === 200 && body.decision === "approved";
        if (approved) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            send({
              type: "clearing",
              authorizationId: checked.authorizationId,
              amount: checked.amount,
            }).catch((error) => ctx.log.error({ err: error }, "The dev shop's clearing failed"));
          }, CLEARING_SECONDS * 1000);
          timers.add(timer);
        }
        const message = approved
          ? `Approved: ${form.amount.trim()} ${checked.currency} at ${merchant.name}.`
          : status === 200
            ? `Declined: ${body.reason}.`
            : `The bank answered ${status}: ${body.message}`;
        return shopPage({
          outcome: {
            message,
            approved,
            authorizationId: checked.authorizationId,
            cardId: checked.cardId,
            amount: approved ? String(checked.amount) : undefined,
            merchant: merchant.name,
          },
          values,
          clearingSeconds: CLEARING_SECONDS,
        });
      },
    );

    app.post(
      "/dev/shop/reversal",
      { schema: { hide: true, body: z.object({ authorizationId: text(100) }) } },
      async (request, reply) => {
        html(reply);
        const { status, body } = await send({
          type: "reversal",
          authorizationId: request.body.authorizationId,
        });
        const message =
          status === 200
            ? `Reversal sent: the purchase is ${body.status}.`
            : `The bank answered ${status}: ${body.message}`;
        return shopPage({
          outcome: { message, approved: status === 200 },
          clearingSeconds: CLEARING_SECONDS,
        });
      },
    );

    app.post(
      "/dev/shop/refund",
      {
        schema: { hide: true, body: z.object({ cardId: text(100), amount: text(30), merchant: text(100) }) },
      },
      async (request, reply) => {
        html(reply);
        const amount = Number(request.body.amount);
        const { status, body } = await send({
          type: "refund",
          cardId: request.body.cardId,
          amount: Number.isSafeInteger(amount) && amount > 0 ? amount : 0,
          merchant: { name: request.body.merchant, mcc: "5999", country: "US" },
        });
        const message =
          status === 200 ? `Refund sent: ${body.status}.` : `The bank answered ${status}: ${body.message}`;
        return shopPage({
          outcome: { message, approved: status === 200 },
          clearingSeconds: CLEARING_SECONDS,
        });
      },
    );
  };
}
