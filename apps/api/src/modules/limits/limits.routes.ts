import { customerParams } from "@larkspur/shared/schemas/admin";
import {
  adminLimitsBody,
  adminLimitsResponse,
  limitsResponse,
  updateLimitsBody,
} from "@larkspur/shared/schemas/limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { customerLimits, limitsForStaff, setBankLimits, setOwnLimits } from "./limits.service";

/** A customer's limits on money out: read by the customer (or staff), lowered by the customer. */
export function limitsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["limits"]);
    app.get(
      "/:userId",
      route(policies.ownOrStaff, {
        description:
          "The customer's limits on money out (per payment, per day in their time zone, per 30 days) and what counts against them now, in dollars",
        params: customerParams,
        response: { 200: limitsResponse },
      }),
      (request) => customerLimits(ctx, request.params.userId),
    );

    app.put(
      "/:userId",
      route(policies.ownAccount, {
        description:
          "Sets any of the customer's limits to at most the bank's limit for them (above it: 400); only the limits sent change",
        params: customerParams,
        body: updateLimitsBody,
        response: { 200: limitsResponse },
      }),
      (request) => setOwnLimits(ctx, request.params.userId, request.body),
    );
  };
}

/** The back office's side: staff read a customer's limits; an operator raises or lowers them, with a reason. */
export function staffLimitsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["admin"]);
    app.get(
      "/:userId/limits",
      route(policies.staff, {
        description: "A customer's limits, the bank's limits for them and the standard ones, in dollars",
        params: customerParams,
        response: { 200: adminLimitsResponse },
      }),
      (request) => limitsForStaff(ctx, request.params.userId),
    );

    app.put(
      "/:userId/limits",
      route(policies.mayEditCustomer, {
        description:
          "Sets the bank's limits for a customer, above the standard ones or below (null: the standard one), with a reason; audited with before and after, and the customer is e-mailed",
        params: customerParams,
        body: adminLimitsBody,
        response: { 200: adminLimitsResponse },
      }),
      (request) =>
        setBankLimits(ctx, { id: signedIn(request).id, ip: request.ip }, request.params.userId, request.body),
    );
  };
}
