/** True when a query broke a unique constraint, optionally a named one (PostgreSQL error 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint: violated } = error as { code?: string; constraint?: string };
  return code === "23505" && (constraint === undefined || violated === constraint);
}
