import type { AdminFreezeCardBody, CardView } from "@larkspur/shared/schemas/cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Freezes a customer's card with a reason, recorded in the audit log; the customer is told by e-mail. */
export function freezeCustomerCard(
  userId: string,
  cardId: string,
  body: AdminFreezeCardBody,
): Promise<CardView> {
  return api.post(
    `/api/admin/customers/${encodeURIComponent(userId)}/cards/${encodeURIComponent(cardId)}/freeze`,
    body,
  );
}

export function useFreezeCustomerCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, reason }: { cardId: string; reason: string }) =>
      freezeCustomerCard(userId, cardId, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
  });
}
