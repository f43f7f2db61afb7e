import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";

/** The matched route's config: its pattern and method as Fastify sets them, and our own options (its policy). */
export type MatchedRoute = FastifyContextConfig & { url?: string; method?: string };

declare module "fastify" {
  interface FastifyRequest {
    matchedRoute: MatchedRoute | null;
  }
}

const NO_ROUTE: MatchedRoute = Object.freeze({});

/**
 * The route the router matched, read once per request: Fastify builds `request.routeOptions` afresh on every read,
 * and the hooks of every request read it several times. A request no route matched has an empty one (no `url`).
 */
export function matchedRoute(request: FastifyRequest): MatchedRoute {
  request.matchedRoute ??= (request.routeOptions.config as MatchedRoute | undefined) ?? NO_ROUTE;
  return request.matchedRoute;
}

/** Makes room for `matchedRoute` on every request; register before any hook that reads it. */
export function registerMatchedRoute(app: FastifyInstance): void {
  app.decorateRequest("matchedRoute", null);
}
