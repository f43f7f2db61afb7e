import type { ReceivingDetails } from "@larkspur/shared/schemas/rails";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function fetchReceivingDetails(userId: string): Promise<ReceivingDetails> {
  return api.get(`/api/receive/${encodeURIComponent(userId)}`);
}

/** The details a payer at another bank sends money to; they change only with the bank's configuration. */
export function useReceivingDetails(userId: string) {
  return useQuery({
    queryKey: ["receiving-details", userId],
    queryFn: () => fetchReceivingDetails(userId),
    enabled: userId !== "",
    staleTime: 5 * 60_000,
  });
}
