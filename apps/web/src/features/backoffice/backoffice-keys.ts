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
};
