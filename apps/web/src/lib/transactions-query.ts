import { limits } from "@larkspur/shared/limits";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "./api-client";

const pageRows = limits.transactionsPageRows;

export const transactionsKey = (userId: string) => ["transactions", userId] as const;

export interface TransactionsPage {
  items: TransactionItem[];
  /** The transactionId to page on from, when older transactions exist. */
  next: string | undefined;
}

/**
 * One page of the history, newest first. It asks for one row more than it shows, so it knows whether an older
 * page exists without a second call.
 */
export async function fetchTransactionsPage(userId: string, before?: string): Promise<TransactionsPage> {
  const query = new URLSearchParams({ limit: String(pageRows + 1) });
  if (before) query.set("before", before);
  const rows = await api.get<TransactionItem[]>(
    `/api/transaction/${encodeURIComponent(userId)}?${query.toString()}`,
  );
  const items = rows.slice(0, pageRows);
  return { items, next: rows.length > pageRows ? items.at(-1)?.transactionId : undefined };
}

/** The customer's history in pages of 8 (spec section 9), newest first. */
export function transactionsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: transactionsKey(userId),
    queryFn: ({ pageParam }) => fetchTransactionsPage(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });
}

/**
 * The dashboard shows the newest 3 of the first page and the transactions page all of them, so both read one
 * cache entry. `staleTime` lets a page use an answer that young instead of reading the history again.
 */
export function useTransactions(userId: string, { staleTime = 0 } = {}) {
  return useInfiniteQuery({ ...transactionsQuery(userId), enabled: userId !== "", staleTime });
}
