import type { InboxThread } from "@larkspur/shared/schemas/support";
import { api } from "../../../lib/api-client";
import { useThreadChange } from "./support-thread";

/** The operator closes the conversation; the customer starts a new one to write again. */
export function closeConversation(id: string): Promise<InboxThread> {
  return api.post(`/api/admin/support/${encodeURIComponent(id)}/close`);
}

export function useCloseConversation(id: string) {
  return useThreadChange(id, () => closeConversation(id));
}
