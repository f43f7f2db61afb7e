import type { CardDetails } from "@larkspur/shared/schemas/cards";
import { useMutation } from "@tanstack/react-query";
import { useWithReauthentication } from "../../../components/reauthentication";
import { api } from "../../../lib/api-client";

/** The card's full number, CVC and expiry: the API answers only within a few minutes of a proof of identity. */
export function fetchCardDetails({
  userId,
  cardId,
}: {
  userId: string;
  cardId: string;
}): Promise<CardDetails> {
  return api.post(`/api/cards/${encodeURIComponent(userId)}/${encodeURIComponent(cardId)}/details`);
}

/**
 * A mutation, not a query: the details are never cached, and each showing is its own request. When the sign-in is
 * not fresh the password is asked for first; closing that dialog answers the API's refusal, which the page shows.
 */
export function useCardDetails() {
  const withReauthentication = useWithReauthentication();
  return useMutation({ mutationFn: withReauthentication(fetchCardDetails), meta: { errorToast: false } });
}
