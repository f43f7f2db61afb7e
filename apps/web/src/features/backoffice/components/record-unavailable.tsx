import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorState, type RetryQuery } from "../../../components/error-state";
import { ApiError } from "../../../lib/api-error";
import { BackofficePage } from "./backoffice-page";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";

/**
 * A back-office page of one record (a customer, a conversation) before it can show it: loading, no such record
 * (the API's 404, typically a wrong link), or a failed load to try again.
 */
export function RecordUnavailable({
  query,
  title,
  lead,
  loading,
  missing,
  failed,
}: {
  query: RetryQuery & { isPending: boolean; error: Error | null };
  title: string;
  lead: ReactNode;
  loading: { label: string; rows: number };
  missing: { Icon: LucideIcon; title: string; hint: ReactNode };
  failed: string;
}) {
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <BackofficePage title={title} lead={lead}>
      {query.isPending ? (
        <ListSkeleton label={loading.label} rows={loading.rows} rowClass="h-24" />
      ) : notFound ? (
        <EmptyState Icon={missing.Icon} title={missing.title}>
          {missing.hint}
        </EmptyState>
      ) : (
        <ErrorState title={failed} query={query} />
      )}
    </BackofficePage>
  );
}
