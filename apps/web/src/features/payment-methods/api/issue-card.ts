import type { CardView, IssueCardBody } from "@larkspur/shared/schemas/cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileCompletenessKey } from "../../../lib/recipients-query";
import { cardsKey } from "./cards";

export function issueCard(userId: string, body: IssueCardBody): Promise<CardView> {
  return api.post(`/api/cards/${encodeURIComponent(userId)}`, body);
}

/** The dialog shows a refusal (the most cards allowed, a currency not held) itself, so the generic toast stays off. */
export function useIssueCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueCardBody) => issueCard(userId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cardsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: profileCompletenessKey(userId) }),
      ]);
    },
    meta: { errorToast: false },
  });
}
