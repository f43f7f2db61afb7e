import { balanceParams, balanceView, openBalanceBody } from "@larkspur/shared/schemas/balances";
import { userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { closeBalance, openBalance } from "./balances.service";

/** A customer's balances in other currencies: opening one, and closing an empty one. */
export function balancesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["balances"]);
    app.post(
      "/:userId",
      route(policies.ownAccount, {
        params: userIdParams,
        body: openBalanceBody,
        response: { 200: balanceView, 201: balanceView },
      }),
      async (request, reply) => {
        const { balance, opened } = await openBalance(ctx, signedIn(request), request.body.currency);
        return reply.code(opened ? 201 : 200).send(balance);
      },
    );

    app.delete(
      "/:userId/:currency",
      route(policies.ownAccount, { params: balanceParams, response: { 204: z.null().describe("Closed") } }),
      async (request, reply) => {
        await closeBalance(ctx, signedIn(request), request.params.currency);
        return reply.code(204).send(null);
      },
    );
  };
}
