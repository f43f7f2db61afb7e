import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A list with nothing in it: what that means, and what happens next. */
export function EmptyState({
  Icon,
  title,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center">
      <Icon className="mx-auto size-10 text-ink-400" aria-hidden="true" />
      <p className="mt-4 font-semibold text-ink-900">{title}</p>
      {children && <p className="mx-auto mt-1 max-w-md text-sm text-ink-600">{children}</p>}
    </div>
  );
}
