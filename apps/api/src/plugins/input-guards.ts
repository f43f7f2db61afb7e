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

/** In a Unicode regular expression a surrogate pair is one code point, so only a lone surrogate is of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

/**
 * The path of the first string (or key) holding a lone UTF-16 surrogate, "items[0].answer" say; undefined when there
 * is none. Such a string has no UTF-8 form, so PostgreSQL and the hashing and mail code downstream would fail on it.
 */
function loneSurrogatePath(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path || "body" : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const name = key.replace(LONE_SURROGATES, "\uFFFD");
    const innerPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${name}` : name;
    if (name !== key) return innerPath;
    const found = loneSurrogatePath(inner, innerPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Checks every request before validation, for every route at once. A body nested deeper than any of ours is refused.
 * So is a NUL character anywhere: PostgreSQL text cannot hold one, so the query would fail inside the database, and
 * no field of ours has a use for it. A lone UTF-16 surrogate is refused naming its field, for the same reason.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    if (depthOf(request.body) > MAX_JSON_DEPTH) {
      return done(new AppError("validation_error", "error.bodyTooDeep"));
    }
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return done(new AppError("validation_error", "error.noNulCharacters"));
    }
    const brokenField = loneSurrogatePath(request.body);
    if (brokenField !== undefined) {
      return done(
        new AppError("validation_error", { id: "error.loneSurrogate", values: { field: brokenField } }),
      );
    }
    done();
  });
}
