import type { CreateRequestBody, MoneyRequest } from "@larkspur/shared/schemas/requests";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { requestsKey } from "./requests-query";

/** The key is the same for every retry of one form submission, so a double click makes one request, not two. */
export function createRequest(
  userId: string,
  body: CreateRequestBody,
  idempotencyKey: string,
): Promise<MoneyRequest> {
  return api.post(`/api/requests/${encodeURIComponent(userId)}`, body, {
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useCreateRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateRequestBody; idempotencyKey: string }) =>
      createRequest(userId, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(userId) }),
  });
}
