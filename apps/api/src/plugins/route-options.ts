import type { FastifySchema } from "fastify";
import { errorResponses } from "./errors";
import type { Policy } from "./policies";

const sessionSecurity = [{ token: [] }];

/** A route's schema as its module writes it: the answers it gives when it succeeds; errors are added for it. */
type RouteSchema = Omit<FastifySchema, "response" | "tags" | "security"> & { response: object };

/**
 * The options of a module's routes, one call each: who may call the route (`config.policy`, applied by
 * plugins/access.ts) and its schema, given the module's OpenAPI tags, the session token as its security when the
 * policy needs a session, and the error answers every route may give.
 */
export function routeOptions(tags: string[]) {
  return <const S extends RouteSchema>(policy: Policy, schema: S, config: object = {}) => ({
    config: { policy, ...config },
    schema: {
      tags,
      ...(policy.signedIn ? { security: sessionSecurity } : {}),
      ...schema,
      response: { ...schema.response, ...errorResponses },
    },
  });
}
