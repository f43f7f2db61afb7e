import type { ReviewQueue } from "@larkspur/shared/schemas/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

export const reviewQueuePageSize = 20;

/** Pending transfers, oldest first. */
export function fetchReviewQueue(page: number): Promise<ReviewQueue> {
  const query = new URLSearchParams({
    status: "Pending",
    page: String(page),
    pageSize: String(reviewQueuePageSize),
  });
  return api.get(`/api/admin/transfers?${query.toString()}`);
}

/** Refreshed every half minute: other operators decide transfers and customers confirm new ones meanwhile. */
export function useReviewQueue(page: number) {
  return useQuery({
    queryKey: backofficeKeys.reviewQueue(page),
    queryFn: () => fetchReviewQueue(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 30_000,
  });
}
