import type { TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { CircleCheck, CircleX, Clock3, type LucideIcon } from "lucide-react";

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
  const { Icon, className: tone } = looks[status];
  return <Icon className={`${className} shrink-0 ${tone}`} role="img" aria-label={status} />;
}

/** Icon and word together, for tables and details where there is room for both. */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { Icon, className: tone } = looks[status];
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm font-medium ${tone}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {status}
    </span>
  );
}
