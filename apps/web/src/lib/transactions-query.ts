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

export interface TransactionsPage {
  items: TransactionItem[];
  /** The transactionId to page on from, when older transactions exist. */
  next: string | undefined;
}

/** The query string of a page of the history; the shell's head script reads the first one with it too. */
export function pageQuery(before?: string): string {
  const query = new URLSearchParams({ limit: String(pageRows + 1) });
  if (before) query.set("before", before);
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
export async function fetchTransactionsPage(userId: string, before?: string): Promise<TransactionsPage> {
  const early = before === undefined ? takeHeadScriptRead(userId) : undefined;
  const rows = early
    ? await parseResponse<TransactionItem[]>(await early)
    : await api.get<TransactionItem[]>(`/api/transaction/${encodeURIComponent(userId)}?${pageQuery(before)}`);
  const items = rows.slice(0, pageRows);
  return { items, next: rows.length > pageRows ? items.at(-1)?.transactionId : undefined };
}

/** The customer's history in pages of 8, newest first. */
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
