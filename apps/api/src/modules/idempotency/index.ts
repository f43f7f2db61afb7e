export type { EndingWith, IdempotentRequest } from "./idempotency.service";
export {
  findReplay,
  IDEMPOTENCY_KEY_TTL_MS,
  orFirstAnswer,
  runOnce,
  runOnceEndingWith,
  runOnceInOneStatement,
} from "./idempotency.service";
export { deleteIdempotencyKeysBefore } from "./records.service";
