import {
  markReadBody,
  notificationsPage,
  notificationsQuery,
  unreadCount,
} from "@larkspur/shared/schemas/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { listNotificationsOf, markRead } from "./notifications.service";

/** The caller's own notifications: the bell's list and marking them read. */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["notifications"]);
    app.get(
      "",
      route(policies.signedIn, { querystring: notificationsQuery, response: notificationsPage }),
      (request) => listNotificationsOf(ctx, signedIn(request), request.query.cursor),
    );

    app.post("/read", route(policies.signedIn, { body: markReadBody, response: unreadCount }), (request) =>
      markRead(ctx, signedIn(request), request.body),
    );
  };
}
