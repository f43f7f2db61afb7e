const block = "animate-pulse rounded-2xl bg-ink-200/60";

/** The dashboard's shape while its data loads, so nothing jumps when it arrives. */
export function DashboardSkeleton() {
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <span className="sr-only">Loading your account</span>
      <div className="space-y-6" aria-hidden="true">
        <div className={`${block} h-64`} />
        <div className={`${block} h-36`} />
        <div className={`${block} h-40`} />
      </div>
      <div className="space-y-8" aria-hidden="true">
        <div className={`${block} h-48`} />
        <div className={`${block} h-80`} />
      </div>
    </div>
  );
}
