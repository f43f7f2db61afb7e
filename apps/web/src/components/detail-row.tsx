import type { ReactNode } from "react";

/** One labelled value of a description list (`<dl>`), the label on the left and the value on the right. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-6 py-2.5 text-sm">
      <dt className="text-ink-600">{label}</dt>
      <dd className="text-right font-medium wrap-anywhere text-ink-900">{children}</dd>
    </div>
  );
}
