import type { Payee } from "@larkspur/shared/schemas/payments";
import type { PayeeReference } from "@larkspur/shared/schemas/transaction";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Who an account number or e-mail address belongs to, named as the bank shows a payer ("Grace H."). */
export function lookupPayee(query: PayeeReference): Promise<Payee> {
  return api.get(`/api/payees/lookup?${new URLSearchParams(query)}`);
}

/**
 * Each look-up counts against the customer's hourly allowance, so it runs when asked for, never while typing. Its
 * refusals (no such account, one's own, too many look-ups) show by the field, not in a toast.
 */
export function useLookupPayee() {
  return useMutation({ mutationFn: lookupPayee, meta: { errorToast: false } });
}
