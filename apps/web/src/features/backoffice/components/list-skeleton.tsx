/** Grey blocks in the shape of a list while it loads, announced by `label`. */
export function ListSkeleton({
  label,
  rows = 4,
  rowClass = "h-16",
}: {
  label: string;
  rows?: number;
  rowClass?: string;
}) {
  return (
    <div role="status" className="rounded-2xl border border-ink-200 bg-white p-6">
      <span className="sr-only">{label}</span>
      <div className="space-y-4" aria-hidden="true">
        {Array.from({ length: rows }, (_, row) => `row-${row}`).map((key) => (
          <div key={key} className={`${rowClass} animate-pulse rounded-lg bg-ink-100`} />
        ))}
      </div>
    </div>
  );
}
