/**
 * Batch queries get at least this many keys, padded with a filler that matches no row, so that PostgreSQL settles on
 * one generic plan instead of planning every call: docs/architecture.md#padded-batches-and-generic-plans.
 */
export const GENERIC_PLAN_KEYS = 10;

export function paddedForGenericPlan<T>(keys: T[], filler: T): T[] {
  if (keys.length >= GENERIC_PLAN_KEYS) return keys;
  return [...keys, ...Array.from({ length: GENERIC_PLAN_KEYS - keys.length }, () => filler)];
}
