import type { ScheduleView } from "@larkspur/shared/schemas/schedules";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The active schedule whose next payment comes first; none when nothing is scheduled. */
export function nextScheduled(schedules: ScheduleView[]): ScheduleView | null {
  const active = schedules.filter((schedule) => schedule.status === "Active" && schedule.nextRun !== null);
  active.sort((a, b) => (a.nextRun! < b.nextRun! ? -1 : a.nextRun! > b.nextRun! ? 1 : 0));
  return active[0] ?? null;
}

/** The customer's schedules, read with the Scheduled page's key so either page's answer serves the other. */
export const schedulesQuery = (userId: string) =>
  queryOptions({
    queryKey: ["schedules", userId],
    queryFn: (): Promise<ScheduleView[]> => api.get(`/api/schedules/${encodeURIComponent(userId)}`),
  });

export function useNextScheduled(userId: string) {
  return useQuery({ ...schedulesQuery(userId), enabled: userId !== "", select: nextScheduled });
}
