import type { MoneyInEntry } from "@larkspur/shared/schemas/rails";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/**
 * Gives unmatched money to the customer with this account number, audited with the reason: credited at once, or (above
 * the four-eyes threshold, or not in dollars) waiting for a second operator, the entry then AwaitingApproval.
 */
export function assignMoneyIn(
  id: string,
  accountNumber: string,
  reason: string,
): Promise<{ entry: MoneyInEntry }> {
  return api.post(`/api/admin/money-in/${encodeURIComponent(id)}/assign`, { accountNumber, reason });
}

/** Marks unmatched money to go back to its payer; audited with the reason. */
export function returnMoneyIn(id: string, reason: string): Promise<{ entry: MoneyInEntry }> {
  return api.post(`/api/admin/money-in/${encodeURIComponent(id)}/return`, { reason });
}

type Decision = { id: string; reason: string } & (
  | { kind: "assign"; accountNumber: string }
  | { kind: "return" }
);

/** Either decision on a waiting entry; a refusal (no such customer, already decided) stays in the dialog. */
export function useDecideMoneyIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === "assign"
        ? assignMoneyIn(decision.id, decision.accountNumber, decision.reason)
        : returnMoneyIn(decision.id, decision.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
    meta: { errorToast: false },
  });
}
