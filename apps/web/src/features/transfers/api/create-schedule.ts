import type {
  CreateScheduleBody,
  CreateScheduleResponse,
  ScheduleView,
} from "@larkspur/shared/schemas/schedules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const path = (userId: string) => `/api/schedules/${encodeURIComponent(userId)}`;

/** Sets up a scheduled or repeating payment; the server e-mails the code that confirms it. */
export function useCreateSchedule(userId: string) {
  return useMutation({
    mutationFn: (body: CreateScheduleBody): Promise<CreateScheduleResponse> => api.post(path(userId), body),
  });
}

/** The e-mailed code confirms the whole schedule; the Scheduled page and the dashboard then show it. */
export function useConfirmSchedule(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, otp }: { scheduleId: string; otp: number }): Promise<ScheduleView> =>
      api.post(`${path(userId)}/${encodeURIComponent(scheduleId)}/confirm`, { otp }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["schedules", userId] }),
  });
}
