import {
  adminRatesQuery,
  adminRatesView,
  loadRatesBody,
  loadRatesQuery,
  rateLoadParams,
  ratesLoaded,
  ratesRejected,
  ratesStaged,
  ratesView,
  rejectRatesBody,
  stagedRatesList,
} from "@larkspur/shared/schemas/rates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { approveRates, rejectRates, stagedRates, stageRatesByHand } from "./rate-loads.service";
import { currentRates, ratesForStaff } from "./rates.service";

/** The 90-day history is about 130 KB; a rates file is never larger than this. */
const RATES_FILE_LIMIT = 1024 * 1024;

/** The reference rates conversions use, for anyone signed in. */
export function ratesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/", routeOptions(["conversions"])(policies.signedIn, { response: ratesView }), () =>
      currentRates(ctx),
    );
  };
}

/**
 * The back office's rates: staff read them; an operator stages an ECB file by hand (`rates.load`), and a different
 * operator approves it (`rates.approve`).
 */
export function adminRatesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["admin"]);
    // An ECB file may also be posted as it is, with the reason in the query: read as the JSON form would say it.
    app.addContentTypeParser(["application/xml", "text/xml"], { parseAs: "string" }, (request, xml, done) =>
      done(null, { xml, reason: (request.query as { reason?: unknown }).reason }),
    );

    app.get(
      "/",
      route(policies.staff, { querystring: adminRatesQuery, response: adminRatesView }),
      (request) => ratesForStaff(ctx, request.query.date),
    );

    app.post(
      "/",
      {
        ...route(policies.staff, {
          querystring: loadRatesQuery,
          body: loadRatesBody,
          response: { 202: ratesStaged },
        }),
        bodyLimit: RATES_FILE_LIMIT,
      },
      (request) => stageRatesByHand(ctx, signedIn(request), request.body, request.ip),
    );

    app.get("/staged", route(policies.staff, { response: stagedRatesList }), () => stagedRates(ctx));

    app.post(
      "/:loadId/approve",
      route(policies.staff, { params: rateLoadParams, response: { 200: ratesLoaded } }),
      (request) => approveRates(ctx, signedIn(request), request.params.loadId, request.ip),
    );

    app.post(
      "/:loadId/reject",
      route(policies.staff, {
        params: rateLoadParams,
        body: rejectRatesBody,
        response: { 200: ratesRejected },
      }),
      (request) =>
        rejectRates(ctx, signedIn(request), request.params.loadId, request.body.reason, request.ip),
    );
  };
}
