import type { InboxThread } from "@larkspur/shared/schemas/support";
import { api } from "../../../lib/api-client";
import { useThreadChange } from "./support-thread";

/** The operator's answer, signed with their first name. */
export function answerConversation(id: string, message: string): Promise<InboxThread> {
  return api.post(`/api/admin/support/${encodeURIComponent(id)}/messages`, { message });
}

export function useAnswerConversation(id: string) {
  return useThreadChange(id, (message: string) => answerConversation(id, message));
}
