import type { LimitsResponse, UpdateLimitsBody } from "@larkspur/shared/schemas/limits";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const limitsKey = (userId: string) => ["limits", userId] as const;

/** The customer's limits on money out and what counts against them now. */
export function fetchLimits(userId: string): Promise<LimitsResponse> {
  return api.get(`/api/limits/${encodeURIComponent(userId)}`);
}

export function useLimits(userId: string) {
  return useQuery({
    queryKey: limitsKey(userId),
    queryFn: () => fetchLimits(userId),
    enabled: userId !== "",
    staleTime: 0,
  });
}

export function saveLimits(userId: string, body: UpdateLimitsBody): Promise<LimitsResponse> {
  return api.put(`/api/limits/${encodeURIComponent(userId)}`, body);
}

/** The dialog shows a refusal above its fields, so the generic toast stays off. */
export function useSaveLimits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLimitsBody) => saveLimits(userId, body),
    meta: { errorToast: false },
    onSuccess: (limits) => queryClient.setQueryData(limitsKey(userId), limits),
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsKey(userId) }),
  });
}
