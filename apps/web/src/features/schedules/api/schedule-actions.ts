import type { ScheduleView } from "@larkspur/shared/schemas/schedules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { schedulesKey } from "./schedules-query";

export type ScheduleAction = "pause" | "resume" | "cancel";

/** Pauses, resumes or cancels one schedule (cancel keeps the payments already made). */
export function changeSchedule(
  userId: string,
  scheduleId: string,
  action: ScheduleAction,
): Promise<ScheduleView> {
  const path = `/api/schedules/${encodeURIComponent(userId)}/${encodeURIComponent(scheduleId)}`;
  return action === "cancel" ? api.delete(path) : api.post(`${path}/${action}`);
}

/** Whatever the answer, the list shows what the server now says of the schedule. */
export function useChangeSchedule(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, action }: { scheduleId: string; action: ScheduleAction }) =>
      changeSchedule(userId, scheduleId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesKey(userId) }),
  });
}
