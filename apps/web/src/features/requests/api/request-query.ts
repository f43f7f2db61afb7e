import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { requestsKey } from "./requests-query";

export const requestKey = (userId: string, requestId: string) => [...requestsKey(userId), requestId] as const;

export function fetchRequest(userId: string, requestId: string): Promise<MoneyRequest> {
  return api.get(`/api/requests/${encodeURIComponent(userId)}/${encodeURIComponent(requestId)}`);
}

/** One request, as the page that pays it shows it. A request that is not there or not the reader's stays so. */
export function useRequest(userId: string, requestId: string) {
  return useQuery({
    queryKey: requestKey(userId, requestId),
    queryFn: () => fetchRequest(userId, requestId),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
