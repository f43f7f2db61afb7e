import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import { type ReactNode, useId } from "react";
import { buttonClass } from "../../../components/button-styles";

/** A profile card: its title, an Edit button and the read-only values. */
export function InfoCard({
  title,
  onEdit,
  children,
  footer,
}: {
  title: string;
  onEdit: () => void;
  children: ReactNode;
  /** What the card holds below its values, such as settings changed in place. */
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-200 bg-white p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onEdit}
          className={buttonClass("ghost", "sm")}
          aria-label={t`Edit ${title}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
          <Trans>Edit</Trans>
        </button>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>
      {footer}
    </section>
  );
}

export function InfoRow({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <div>
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className={`mt-0.5 font-medium break-words ${value ? "text-ink-900" : "text-ink-500"}`}>
        {value || t`Not added`}
      </dd>
    </div>
  );
}
