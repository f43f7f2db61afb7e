import type { Recipient, RecipientList } from "@larkspur/shared/schemas/recipients";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * The customer's saved recipients, newest first: Payment Methods lists and changes them, and the send-money wizard
 * offers them, so both read (and refresh) the same query.
 */
export const recipientsKey = (userId: string) => ["recipients", userId] as const;

/** The profile's completeness counts a saved bank account, so saving or removing one refreshes it too. */
export const profileCompletenessKey = (userId: string) => ["profile-completeness", userId] as const;

export async function fetchRecipients(userId: string): Promise<Recipient[]> {
  const { recipients } = await api.get<RecipientList>(`/api/recipients/${encodeURIComponent(userId)}`);
  return recipients;
}

export function useRecipients(userId: string) {
  return useQuery({
    queryKey: recipientsKey(userId),
    queryFn: () => fetchRecipients(userId),
    enabled: userId !== "",
  });
}

/** Bank accounts are the recipients with the wizard's bank fields; the others are Larkspur customers. */
export const isBankAccount = (recipient: Recipient) => recipient.type !== "Larkspur";
