import { errorResponse } from "@larkspur/shared/schemas/error";
import { eventStreamQuery, eventTicket, lastEventId } from "@larkspur/shared/schemas/events";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { createStreamHub, issueTicket, redeemTicket } from "./events.service";
import { notificationFeed } from "./notification-feed";

/**
 * `/api/events`: a ticket for the signed-in caller, then the Server-Sent Events stream it opens (EventSource cannot
 * send the session token, and a token in the URL would reach logs and history).
 */
export function eventsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["events"]);
    const hub = createStreamHub(ctx, notificationFeed(ctx));
    const heartbeat = setInterval(() => void hub.beat(), ctx.config.EVENTS_HEARTBEAT_SECONDS * 1000);
    heartbeat.unref();
    app.addHook("preClose", async () => {
      clearInterval(heartbeat);
      await hub.closeAll();
    });

    app.post(
      "/ticket",
      route(policies.signedIn, { response: { 201: eventTicket, 503: errorResponse } }),
      (request) => issueTicket(ctx, signedIn(request)),
    );

    app.get(
      "/",
      {
        ...route(policies.eventTicket, {
          querystring: eventStreamQuery,
          headers: z.object({ "last-event-id": lastEventId.optional() }),
          response: { 200: z.unknown().describe("A text/event-stream that stays open"), 503: errorResponse },
        }),
        exposeHeadRoute: false,
      },
      async (request, reply) => {
        const grant = await redeemTicket(ctx, request.query.ticket);
        const resumeFrom = request.headers["last-event-id"] ?? request.query.lastEventId;
        return reply
          .type("text/event-stream; charset=utf-8")
          .header("cache-control", "no-store")
          .header("x-accel-buffering", "no")
          .send(await hub.open(grant, resumeFrom === undefined ? undefined : BigInt(resumeFrom)));
      },
    );
  };
}
