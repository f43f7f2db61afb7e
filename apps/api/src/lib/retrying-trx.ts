import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, Trx } from "../db/types";

// PostgreSQL's serialization_failure and deadlock_detected: the trx did nothing and may simply run again.
const RETRYABLE = new Set(["40001", "40P01"]);
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && RETRYABLE.has((error as { code?: string }).code ?? "")
  );
}

/**
 * Runs `work` in one trx and runs it again (up to 5 times, with a short jittered pause) when PostgreSQL
 * aborted it as a serialization failure or a deadlock victim. `work` must therefore only touch the database through
 * `trx` and have no other side effects: mail goes through the outbox, which rolls back with it.
 */
export async function retryingTrx<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      // Jitter keeps two retrying rivals from colliding again in step.
      const pauseMs = randomInt(5 * 2 ** attempt, 10 * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
