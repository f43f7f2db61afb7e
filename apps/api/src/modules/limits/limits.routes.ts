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

/**
 * A customer's limits on money out: read by the customer (or staff) and lowered by the customer; in the back office,
 * staff read them beside the bank's limits, and an operator raises or lowers the bank's limits with a reason.
 */
export function limitsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const customerRoute = routeOptions(["limits"]);
    const staffRoute = routeOptions(["admin"]);
    app.get(
      "/limits/:userId",
      customerRoute(policies.ownOrStaff, { params: customerParams, response: limitsResponse }),
      (request) => customerLimits(ctx, request.params.userId),
    );
    app.put(
      "/limits/:userId",
      customerRoute(policies.ownAccount, {
        params: customerParams,
        body: updateLimitsBody,
        response: limitsResponse,
      }),
      (request) => setOwnLimits(ctx, request.params.userId, request.body),
    );

    app.get(
      "/admin/customers/:userId/limits",
      staffRoute(policies.staff, { params: customerParams, response: adminLimitsResponse }),
      (request) => limitsForStaff(ctx, request.params.userId),
    );
    app.put(
      "/admin/customers/:userId/limits",
      staffRoute(policies.mayEditCustomer, {
        params: customerParams,
        body: adminLimitsBody,
        response: adminLimitsResponse,
      }),
      (request) =>
        setBankLimits(ctx, { id: signedIn(request).id, ip: request.ip }, request.params.userId, request.body),
    );
  };
}
