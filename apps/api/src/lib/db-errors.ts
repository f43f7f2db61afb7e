/** True when a query broke a unique constraint, optionally a named one (PostgreSQL error 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, "23505", constraint);
}

/** True when a query or a commit broke the named check constraint (PostgreSQL error 23514). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  return isViolation(error, "23514", constraint);
}

function isViolation(error: unknown, sqlState: string, constraint: string | undefined): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint: violated } = error as { code?: string; constraint?: string };
  return code === sqlState && (constraint === undefined || violated === constraint);
}
