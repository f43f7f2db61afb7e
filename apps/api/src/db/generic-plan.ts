/**
 * PostgreSQL estimates an array parameter at ten elements when it plans a prepared statement generically, and keeps
 * planning each execution afresh while those custom plans look cheaper than the generic one. A batch query given
 * fewer keys was therefore planned on every call (about 1 ms, several times what running it costs). Padded to ten
 * keys with a filler that matches no row, its custom plans cost no less than the generic plan, which PostgreSQL then
 * keeps after its first five executions.
 */
export const GENERIC_PLAN_KEYS = 10;

export function paddedForGenericPlan<T>(keys: T[], filler: T): T[] {
  if (keys.length >= GENERIC_PLAN_KEYS) return keys;
  return [...keys, ...Array.from({ length: GENERIC_PLAN_KEYS - keys.length }, () => filler)];
}
