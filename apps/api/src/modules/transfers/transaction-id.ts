import { randomInt } from "node:crypto";
import { isUniqueViolation } from "../../lib/db-errors";

const TRIES = 3;

/** A transaction id is a timestamp string; six random digits after the milliseconds keep it unique. */
export function newTransactionId(now: Date): string {
  return `${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

/** Runs `work` (a whole trx) again in the rare case its new transaction id was already taken. */
export async function retryOnTransactionIdClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error, "movements_transaction_id_key") || attempt >= TRIES) throw error;
    }
  }
}
