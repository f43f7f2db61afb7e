import type { TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { useLingui } from "@lingui/react";
import { CircleCheck, CircleX, Clock3, type LucideIcon } from "lucide-react";
import { statusLabel } from "../lib/transaction-display";

const looks: Record<TransactionStatus, { Icon: LucideIcon; className: string }> = {
  // Still in progress: the warning look.
  Unconfirmed: { Icon: Clock3, className: "text-amber-700" },
  Pending: { Icon: Clock3, className: "text-amber-700" },
  Completed: { Icon: CircleCheck, className: "text-positive-600" },
  Cancelled: { Icon: CircleX, className: "text-negative-600" },
};

/** The status icon of a transaction, named for screen readers. */
export function StatusIcon({
  status,
  className = "size-5",
}: {
  status: TransactionStatus;
  className?: string;
}) {
  useLingui(); // re-renders in a newly chosen language
  const { Icon, className: tone } = looks[status];
  return <Icon className={`${className} shrink-0 ${tone}`} role="img" aria-label={statusLabel(status)} />;
}

/** Icon and word together, for tables and details where there is room for both. */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  useLingui(); // re-renders in a newly chosen language
  const { Icon, className: tone } = looks[status];
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm font-medium ${tone}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
}
