/**
 * Query keys of support conversations: the customer's (features/support) and the back office's inbox
 * (features/backoffice, under its `admin` keys). The event stream's `support` signal has them read again.
 */
export const supportKeys = {
  conversations: ["support"] as const,
  inbox: ["admin", "support"] as const,
};
