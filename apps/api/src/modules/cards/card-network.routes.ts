import { cardNetworkEvent, cardNetworkResponse } from "@larkspur/shared/schemas/cards";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { handleCardEvent } from "./card-network.service";
import { cardSignatureMatches } from "./card-signature";

const route = routeOptions(["card network"]);
const EVENT_MAX_BYTES = 16 * 1024;

/**
 * `/api/card-network/events`: the card network's real-time channel. An event signed with `X-Larkspur-Signature:
 * sha256=<hex HMAC-SHA256 of the body under CARD_NETWORK_SECRET>` is decided at once; a missing or wrong signature
 * answers 401 and changes nothing. Without the secret the channel does not exist (404), before any of the body is read.
 */
export function cardNetworkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    // The exact bytes, as the signature covers them; parsed only once it matched.
    app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: EVENT_MAX_BYTES }, (_r, body, done) =>
      done(null, body),
    );

    app.post(
      "/events",
      {
        ...route(policies.cardNetwork, { response: cardNetworkResponse }, { admitBeforeBody: true }),
        bodyLimit: EVENT_MAX_BYTES,
        onRequest: async () => {
          if (!ctx.cardNetworkSecret) throw new AppError("not_found", "error.notFound");
        },
      },
      async (request) => {
        const secret = ctx.cardNetworkSecret;
        if (!secret) throw new AppError("not_found", "error.notFound");
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (
          !cardSignatureMatches(secret, body, request.headers["x-larkspur-signature"] as string | undefined)
        ) {
          throw new AppError("unauthenticated", "error.cardNetworkSignature");
        }
        let json: unknown;
        try {
          json = JSON.parse(body.toString("utf8"));
        } catch {
          throw new AppError("validation_error", "error.bodyNotJson");
        }
        const event = cardNetworkEvent.safeParse(json);
        if (!event.success) throw new AppError("validation_error", "error.checkFields");
        return handleCardEvent(ctx, event.data);
      },
    );
  };
}
