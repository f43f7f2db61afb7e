import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";

/** No request of ours nests deeper than a few levels; this leaves room and bounds the work of reading one. */
const MAX_JSON_DEPTH = 32;

/** How deeply a parsed JSON value nests, measured without recursion so no input can exhaust the stack. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== "object") continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const inner of Object.values(current)) pending.push([inner, depth + 1]);
  }
  return deepest;
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || containsNul(inner));
  }
  return false;
}

/**
 * Checks every request before validation, for every route at once. A body nested deeper than any of ours is refused.
 * So is a NUL character anywhere: PostgreSQL text cannot hold one, so the query would fail inside the database, and
 * no field of ours has a use for it.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    if (depthOf(request.body) > MAX_JSON_DEPTH) {
      return done(new AppError("validation_error", "error.bodyTooDeep"));
    }
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return done(new AppError("validation_error", "error.noNulCharacters"));
    }
    done();
  });
}
