import type { RequestLists } from "@larkspur/shared/schemas/requests";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const requestsKey = (userId: string) => ["requests", userId] as const;

export function fetchRequests(userId: string): Promise<RequestLists> {
  return api.get(`/api/requests/${encodeURIComponent(userId)}`);
}

/** Requests to the customer and their own, newest first. */
export function useRequests(userId: string) {
  return useQuery({ queryKey: requestsKey(userId), queryFn: () => fetchRequests(userId) });
}
