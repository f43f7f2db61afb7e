import { payee, payeeLookupQuery } from "@larkspur/shared/schemas/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { lookUpPayee } from "./payees.service";

export function payeesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/lookup",
      {
        config: { policy: policies.signedIn },
        schema: {
          tags: ["payments"],
          security: [{ token: [] }],
          description:
            "Whom a Larkspur account number or e-mail address belongs to, as first name and last initial, before paying them; 20 look-ups an hour",
          querystring: payeeLookupQuery,
          response: { 200: payee, ...errorResponses },
        },
      },
      (request) => lookUpPayee(ctx, signedIn(request), request.query),
    );
  };
}
