import {
  conversionQuote,
  conversionResult,
  convertBody,
  quoteBody,
} from "@larkspur/shared/schemas/conversions";
import { idempotencyHeaders } from "@larkspur/shared/schemas/transaction";
import { userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { convertAtQuote, quoteConversion } from "./conversions.service";

/** Converting between a customer's own balances: a quote, then the conversion at its terms. */
export function conversionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["conversions"]);
    app.post(
      "/:userId/quote",
      route(policies.ownAccount, { params: userIdParams, body: quoteBody, response: conversionQuote }),
      (request) => quoteConversion(ctx, signedIn(request), request.body),
    );

    app.post(
      "/:userId",
      route(policies.ownAccount, {
        params: userIdParams,
        headers: idempotencyHeaders,
        body: convertBody,
        response: { 201: conversionResult },
      }),
      (request) =>
        convertAtQuote(ctx, signedIn(request), request.body.quoteId, request.headers["idempotency-key"]),
    );
  };
}
