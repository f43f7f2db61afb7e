import type { RequestStatus } from "@larkspur/shared/schemas/requests";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { CircleCheck, CircleSlash, CircleX, Clock3, Hourglass, type LucideIcon } from "lucide-react";

const looks: Record<RequestStatus, { Icon: LucideIcon; className: string }> = {
  Open: { Icon: Clock3, className: "bg-amber-50 text-amber-800" },
  Paid: { Icon: CircleCheck, className: "bg-green-50 text-positive-600" },
  Declined: { Icon: CircleX, className: "bg-red-50 text-negative-600" },
  Cancelled: { Icon: CircleSlash, className: "bg-ink-100 text-ink-700" },
  Expired: { Icon: Hourglass, className: "bg-ink-100 text-ink-700" },
};

const labels = {
  Open: msg`Open`,
  Paid: msg`Paid`,
  Declined: msg`Declined`,
  Cancelled: msg`Cancelled`,
  Expired: msg`Expired`,
} as const;

/** A request's status as a small labelled badge. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { i18n } = useLingui();
  const { Icon, className } = looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {i18n._(labels[status])}
    </span>
  );
}
