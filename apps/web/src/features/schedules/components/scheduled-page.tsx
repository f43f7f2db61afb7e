import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { AccountPage } from "../../../components/account-page";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { useCurrentUser } from "../../../lib/session-store";
import { useSchedules } from "../api/schedules-query";
import { ScheduleCard } from "./schedule-card";

const placeholderRows = ["one", "two", "three"];

/** The customer's scheduled and repeating payments: next payment, what became of the last ones, pause, resume, cancel. */
export function ScheduledPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const schedules = useSchedules(user?._id ?? "");
  if (!user) return null;
  return (
    <AccountPage
      title={t`Scheduled payments`}
      lead={t`Payments you set up for later or to repeat: each is made early in the morning of its day.`}
    >
      <div className="mx-auto max-w-3xl space-y-4">
        <div className="flex justify-end">
          <Link to="/send-money" className={buttonClass("primary", "md")}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            <Trans>Schedule a payment</Trans>
          </Link>
        </div>
        {schedules.isPending && (
          <div aria-hidden="true" className="space-y-3">
            {placeholderRows.map((row) => (
              <div key={row} className="h-32 animate-pulse rounded-2xl bg-ink-200/60" />
            ))}
          </div>
        )}
        {schedules.isPending && (
          <p role="status" className="sr-only">
            <Trans>Loading your scheduled payments</Trans>
          </p>
        )}
        {schedules.isError && (
          <ErrorState title={t`We could not load your scheduled payments.`} query={schedules} />
        )}
        {schedules.data?.length === 0 && (
          <p className="rounded-2xl bg-ink-50 p-8 text-center text-ink-600">
            <Trans>
              You have no scheduled payments. When you send money, choose "On a date" or "Repeating" under
              When.
            </Trans>
          </p>
        )}
        {schedules.data && schedules.data.length > 0 && (
          <ul className="space-y-4">
            {schedules.data.map((schedule) => (
              <li key={schedule.scheduleId}>
                <ScheduleCard userId={user._id} schedule={schedule} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AccountPage>
  );
}
