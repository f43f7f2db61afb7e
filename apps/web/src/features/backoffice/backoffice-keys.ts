import type { ConversationStatus } from "@larkspur/shared/schemas/support";
import { supportKeys } from "../../lib/support-keys";

/**
 * Query keys of the back office. Every staff action can change several views at once (the queue, a customer, the
 * audit log), so a successful or failed action refreshes everything under `all` that is on screen.
 */
export const backofficeKeys = {
  all: ["admin"] as const,
  reviewQueue: (page: number) => ["admin", "review-queue", page] as const,
  customers: (query: string, page: number) => ["admin", "customers", query, page] as const,
  customer: (userId: string) => ["admin", "customer", userId] as const,
  audit: (actor: string, subject: string) => ["admin", "audit", actor, subject] as const,
  staff: ["admin", "staff"] as const,
  ledgerChecks: ["admin", "ledger-checks"] as const,
  rates: ["admin", "rates"] as const,
  stagedRates: ["admin", "rates", "staged"] as const,
  // Under lib/support-keys.ts's inbox key, which the event stream's support signal refreshes.
  supportInbox: (status: ConversationStatus) => [...supportKeys.inbox, "list", status] as const,
  supportThread: (id: string) => [...supportKeys.inbox, "thread", id] as const,
  moneyIn: (status: string) => ["admin", "money-in", status] as const,
  paymentsOut: ["admin", "payments-out"] as const,
  paymentBatches: ["admin", "payment-batches"] as const,
  reconciliation: ["admin", "reconciliation"] as const,
  bankFiles: ["admin", "bank-files"] as const,
};
