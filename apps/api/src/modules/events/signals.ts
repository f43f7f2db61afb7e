import type { Role } from "@larkspur/shared/schemas/user";
import type { StreamSignal } from "./event-stream";

/**
 * The signals of support conversations (docs/architecture.md#live-events): a customer's streams hear their own
 * conversations change (an answer, "Seen", a close), the staff's streams hear the inbox change. Each tells the browser
 * to read its conversations again; no message travels in a signal.
 */
export const supportSignals = {
  ofCustomer: (customerId: string) => `support:${customerId}`,
  inbox: "support:inbox",
};

/** The signals a user's streams hear. */
export function signalsFor(role: Role, userId: string): StreamSignal[] {
  const key = role === "customer" ? supportSignals.ofCustomer(userId) : supportSignals.inbox;
  return [{ key, event: "support" }];
}
