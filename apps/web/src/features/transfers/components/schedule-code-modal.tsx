import type { ScheduleView } from "@larkspur/shared/schemas/schedules";
import { useLingui } from "@lingui/react/macro";
import { CodeModal } from "../../../components/code-modal";
import type { ModalControl } from "../../../components/modal";
import { useConfirmSchedule } from "../api/create-schedule";

/** The e-mailed code confirms the whole schedule: every payment it will make, at its amount, to its payee. */
export function ScheduleCodeModal({
  open,
  onOpenChange,
  userId,
  scheduleId,
  onConfirmed,
}: ModalControl & { userId: string; scheduleId: string; onConfirmed: (schedule: ScheduleView) => void }) {
  const { t } = useLingui();
  const confirm = useConfirmSchedule(userId);
  return (
    <CodeModal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Confirm your scheduled payment`}
      description={t`Enter the 6-digit code we just e-mailed you. It confirms every payment of this schedule.`}
      busy={confirm.isPending}
      onCode={(otp, showError) =>
        confirm.mutate({ scheduleId, otp }, { onSuccess: onConfirmed, onError: showError })
      }
    />
  );
}
