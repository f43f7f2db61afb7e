import { Trans } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";

/** Previous and Next for a paged list, with where the reader is. Hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      <button
        type="button"
        className={buttonClass("outline", "sm")}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        <Trans>Previous</Trans>
      </button>
      <p className="figures text-sm text-ink-600">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      <button
        type="button"
        className={buttonClass("outline", "sm")}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next</Trans>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
