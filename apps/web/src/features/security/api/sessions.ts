import type { DeviceSession } from "@larkspur/shared/schemas/devices";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const sessionsKey = ["security", "sessions"] as const;

/** The caller's live sessions, the most recently used first. */
export function fetchSessions(): Promise<DeviceSession[]> {
  return api.get("/api/sessions");
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: fetchSessions, staleTime: 0 });
}

export function signOutSession(id: string): Promise<{ message: string }> {
  return api.delete(`/api/sessions/${encodeURIComponent(id)}`);
}

export function signOutOtherSessions(): Promise<{ message: string; revoked: number }> {
  return api.post("/api/sessions/revoke-others");
}

/** Signing a device out, one or all but this, refreshes the list whether it worked or not. */
function useSessionsChange<Args, Answer>(mutationFn: (args: Args) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const useSignOutSession = () => useSessionsChange(signOutSession);
export const useSignOutOtherSessions = () => useSessionsChange(signOutOtherSessions);
