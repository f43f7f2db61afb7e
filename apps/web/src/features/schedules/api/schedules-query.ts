import type { ScheduleView } from "@larkspur/shared/schemas/schedules";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const schedulesKey = (userId: string) => ["schedules", userId] as const;

export function fetchSchedules(userId: string): Promise<ScheduleView[]> {
  return api.get(`/api/schedules/${encodeURIComponent(userId)}`);
}

/** The customer's scheduled payments, active, paused and ended, newest first. */
export function useSchedules(userId: string) {
  return useQuery({ queryKey: schedulesKey(userId), queryFn: () => fetchSchedules(userId) });
}
