import { payee, payeeLookupQuery } from "@larkspur/shared/schemas/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { lookUpPayee } from "./payees.service";

export function payeesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/lookup",
      routeOptions(["payments"])(policies.signedIn, { querystring: payeeLookupQuery, response: payee }),
      (request) => lookUpPayee(ctx, signedIn(request), request.query),
    );
  };
}
