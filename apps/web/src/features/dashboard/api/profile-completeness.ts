import type { ProfileCompleteness } from "@larkspur/shared/schemas/recipients";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileCompletenessKey } from "../../../lib/recipients-query";

export function fetchProfileCompleteness(userId: string): Promise<ProfileCompleteness> {
  return api.get(`/api/user/${encodeURIComponent(userId)}/profile-completeness`);
}

/** The server counts what the profile holds: a quarter each for mobile, e-mail, card and bank account. */
export const profileCompletenessQuery = (userId: string) =>
  queryOptions({
    queryKey: profileCompletenessKey(userId),
    queryFn: () => fetchProfileCompleteness(userId),
  });

export function useProfileCompleteness(userId: string) {
  return useQuery({ ...profileCompletenessQuery(userId), enabled: userId !== "" });
}
