import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || containsNul(inner));
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character, so a query carrying one would fail inside the database. No field of
 * ours has a use for it: refuse it at the door, for every route at once.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError("validation_error", "Text cannot contain NUL characters.");
    }
  });
}
