import { limits } from "@larkspur/shared/limits";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, parseResponse } from "./api-client";
import { useSession } from "./session-store";

declare global {
  interface Window {
    /** The first page of the history the shell's head script began to read (prerender-plugin.ts). */
    larkspurHistoryRead?: { token: string; userId: string; response: Promise<Response> };
  }
}

const pageRows = limits.transactionsPageRows;

export const transactionsKey = (userId: string) => ["transactions", userId] as const;

/** The history's search and filters as the API's query parameters take them (and the page's address keeps them). */
export const filterNames = [
  "q",
  "type",
  "status",
  "currency",
  "from",
  "to",
  "minAmount",
  "maxAmount",
] as const;
export type TransactionFilters = Partial<Record<(typeof filterNames)[number], string>>;

/** The filters that are set, in the API's order: what the query key, the address and the export carry. */
export function activeFilters(filters: TransactionFilters): TransactionFilters {
  return Object.fromEntries(
    filterNames.flatMap((name) => (filters[name]?.trim() ? [[name, filters[name].trim()]] : [])),
  );
}

export interface TransactionsPage {
  items: TransactionItem[];
  /** The transactionId to page on from, when older transactions exist. */
  next: string | undefined;
}

/**
 * The query string of a page of the history; the shell's head script reads the unfiltered first one with it too. A
 * filtered view pages with `cursor`, the same position by its newer name.
 */
export function pageQuery(before?: string, filters: TransactionFilters = {}): string {
  const chosen = activeFilters(filters);
  const query = new URLSearchParams({ ...chosen, limit: String(pageRows + 1) });
  if (before) query.set(Object.keys(chosen).length > 0 ? "cursor" : "before", before);
  return query.toString();
}

/** The head script's read of `userId`'s first page, when it used the session's token; taken once. */
function takeHeadScriptRead(userId: string): Promise<Response> | undefined {
  const early = window.larkspurHistoryRead;
  delete window.larkspurHistoryRead;
  if (early?.userId !== userId || early.token !== useSession.getState().token) return undefined;
  return early.response;
}

/**
 * One page of the history, newest first. It asks for one row more than it shows, so it knows whether an older
 * page exists without a second call.
 */
export async function fetchTransactionsPage(
  userId: string,
  before?: string,
  filters: TransactionFilters = {},
): Promise<TransactionsPage> {
  const filtered = Object.keys(activeFilters(filters)).length > 0;
  const early = before === undefined && !filtered ? takeHeadScriptRead(userId) : undefined;
  const rows = early
    ? await parseResponse<TransactionItem[]>(await early)
    : await api.get<TransactionItem[]>(
        `/api/transaction/${encodeURIComponent(userId)}?${pageQuery(before, filters)}`,
      );
  const items = rows.slice(0, pageRows);
  return { items, next: rows.length > pageRows ? items.at(-1)?.transactionId : undefined };
}

/** The customer's history in pages of 8, newest first; with filters, only the rows they choose. */
export function transactionsQuery(userId: string, filters: TransactionFilters = {}) {
  const chosen = activeFilters(filters);
  return infiniteQueryOptions({
    // The unfiltered history keeps the key the dashboard shares; each filtered view has its own under it.
    queryKey: Object.keys(chosen).length > 0 ? [...transactionsKey(userId), chosen] : transactionsKey(userId),
    queryFn: ({ pageParam }) => fetchTransactionsPage(userId, pageParam, chosen),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });
}

/**
 * The dashboard shows the newest 3 of the first page and the transactions page all of them, so both read one
 * cache entry. `staleTime` lets a page use an answer that young instead of reading the history again.
 */
export function useTransactions(
  userId: string,
  { staleTime = 0, filters = {} }: { staleTime?: number; filters?: TransactionFilters } = {},
) {
  return useInfiniteQuery({ ...transactionsQuery(userId, filters), enabled: userId !== "", staleTime });
}
