import { statementList, statementParams, statementQuery } from "@larkspur/shared/schemas/statements";
import { userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { listStatements, statementPdf } from "./statements.service";

/**
 * Monthly statements of each balance. The customer's, and staff's for a customer who asks support (each recorded in
 * the audit log), as the customer's other reads are.
 */
export function statementsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["statements"]);

    app.get(
      "/:userId",
      route(policies.ownOrStaff, { params: userIdParams, response: statementList }),
      (request) => listStatements(ctx, request.params.userId),
    );

    app.get(
      "/:userId/:month.pdf",
      route(policies.ownOrStaff, {
        params: statementParams,
        querystring: statementQuery,
        produces: ["application/pdf"],
        response: { 200: z.any().describe("The PDF") },
      }),
      async (request, reply) => {
        const { userId, month } = request.params;
        const currency = request.query.currency;
        const pdf = await statementPdf(
          ctx,
          { user: signedIn(request), ip: request.ip },
          userId,
          month,
          currency,
        );
        return reply
          .type("application/pdf")
          .header(
            "content-disposition",
            `attachment; filename="larkspur-statement-${month}-${currency ?? "USD"}.pdf"`,
          )
          .header("cache-control", "private, no-store")
          .send(pdf);
      },
    );
  };
}
