import type { InboxThread } from "@larkspur/shared/schemas/support";
import { api } from "../../../lib/api-client";
import { useThreadChange } from "./support-thread";

/** The operator takes the conversation, or takes it over from another operator. */
export function takeConversation(id: string): Promise<InboxThread> {
  return api.post(`/api/admin/support/${encodeURIComponent(id)}/take`);
}

export function useTakeConversation(id: string) {
  return useThreadChange(id, () => takeConversation(id));
}
