import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { requestsKey } from "./requests-query";

export type Closing = "decline" | "cancel";

/** The customer asked declines a request, or its requester cancels it. */
export function closeRequest(userId: string, requestId: string, action: Closing): Promise<MoneyRequest> {
  return api.post(`/api/requests/${encodeURIComponent(userId)}/${encodeURIComponent(requestId)}/${action}`);
}

/** Either way, both lists and the request's own page show what the server now says of it. */
export function useCloseRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, action }: { requestId: string; action: Closing }) =>
      closeRequest(userId, requestId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey(userId) }),
  });
}
