import type { StatementList } from "@larkspur/shared/schemas/statements";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";

export const statementsKey = (userId: string) => ["statements", userId] as const;

/** The months each of the customer's balances moved in, newest first. */
export function fetchStatements(userId: string): Promise<StatementList> {
  return api.get<StatementList>(`/api/statements/${encodeURIComponent(userId)}`);
}

export function useStatements(userId: string) {
  return useQuery({
    queryKey: statementsKey(userId),
    queryFn: () => fetchStatements(userId),
    enabled: userId !== "",
    // A month joins the list with its first movement: the page reads it afresh each time it opens.
    staleTime: 0,
  });
}

/** Saves one month's PDF statement of one balance. */
export function downloadStatement(statement: StatementList["statements"][number]): Promise<void> {
  return downloadFile(statement.url, `larkspur-statement-${statement.month}-${statement.currency}.pdf`);
}
