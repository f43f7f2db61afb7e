import {
  adminFreezeCardBody,
  cardDetails,
  cardList,
  cardParams,
  cardView,
  issueCardBody,
  updateCardLimitsBody,
} from "@larkspur/shared/schemas/cards";
import { userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import {
  cardsForStaff,
  changeStatus,
  customerCards,
  freezeByStaff,
  issueCard,
  revealCard,
  setCardLimits,
} from "./cards.service";

/** `/api/cards`: a customer's virtual cards. */
export function cardsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["cards"]);
    app.post(
      "/:userId",
      route(policies.ownAccount, { params: userIdParams, body: issueCardBody, response: { 201: cardView } }),
      (request) => issueCard(ctx, request.params.userId, request.body),
    );

    app.get("/:userId", route(policies.ownAccount, { params: userIdParams, response: cardList }), (request) =>
      customerCards(ctx, request.params.userId),
    );

    app.post(
      "/:userId/:cardId/details",
      route(policies.ownAccountRecentlyReauthenticated, { params: cardParams, response: cardDetails }),
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return revealCard(ctx, request.params.userId, request.params.cardId);
      },
    );

    app.post(
      "/:userId/:cardId/freeze",
      route(policies.ownAccount, { params: cardParams, response: cardView }),
      (request) => changeStatus(ctx, request.params.userId, request.params.cardId, "freeze"),
    );

    app.post(
      "/:userId/:cardId/unfreeze",
      route(policies.ownAccount, { params: cardParams, response: cardView }),
      (request) => changeStatus(ctx, request.params.userId, request.params.cardId, "unfreeze"),
    );

    app.delete(
      "/:userId/:cardId",
      route(policies.ownAccount, { params: cardParams, response: cardView }),
      (request) => changeStatus(ctx, request.params.userId, request.params.cardId, "terminate"),
    );

    app.put(
      "/:userId/:cardId/limits",
      route(policies.ownAccount, { params: cardParams, body: updateCardLimitsBody, response: cardView }),
      (request) => setCardLimits(ctx, request.params.userId, request.params.cardId, request.body),
    );
  };
}

/** `/api/admin/customers/{userId}/cards`: the back office sees a customer's cards and freezes one, audited. */
export function cardsAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["back office"]);
    app.get(
      "/customers/:userId/cards",
      route(policies.staff, { params: userIdParams, response: cardList }),
      (request) => cardsForStaff(ctx, request.params.userId),
    );

    app.post(
      "/customers/:userId/cards/:cardId/freeze",
      route(policies.staff, { params: cardParams, body: adminFreezeCardBody, response: cardView }),
      (request) =>
        freezeByStaff(
          ctx,
          { id: request.user!.id, ip: request.ip },
          request.params.userId,
          request.params.cardId,
          request.body.reason,
        ),
    );
  };
}
