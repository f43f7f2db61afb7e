import type { SecurityOverview } from "@larkspur/shared/schemas/security";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const securityOverviewKey = ["security"] as const;

export function fetchSecurityOverview(): Promise<SecurityOverview> {
  return api.get("/api/security");
}

/** What protects the signed-in user's sign-in: each card of /security reads its part, and the staff enrolment gate. */
export function useSecurityOverview() {
  return useQuery({ queryKey: securityOverviewKey, queryFn: fetchSecurityOverview });
}
