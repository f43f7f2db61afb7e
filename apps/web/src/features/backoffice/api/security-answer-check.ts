import type {
  ChosenSecurityQuestions,
  SecurityAnswerCheckBody,
  SecurityAnswerCheckResult,
} from "@larkspur/shared/schemas/security-questions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

const customerPath = (userId: string) => `/api/admin/customers/${encodeURIComponent(userId)}`;

/** The questions the customer chose, for asking a caller; never the answers. */
export function fetchCustomerQuestions(userId: string): Promise<ChosenSecurityQuestions> {
  return api.get(`${customerPath(userId)}/security-questions`);
}

export function useCustomerQuestions(userId: string) {
  return useQuery({
    queryKey: [...backofficeKeys.customer(userId), "security-questions"],
    queryFn: () => fetchCustomerQuestions(userId),
  });
}

export function checkSecurityAnswer(
  userId: string,
  body: SecurityAnswerCheckBody,
): Promise<SecurityAnswerCheckResult> {
  return api.post(`${customerPath(userId)}/security-answer-check`, body);
}

/** Each check is audited, so the customer's audit trail on screen is refreshed; a refusal shows in the form. */
export function useCheckSecurityAnswer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecurityAnswerCheckBody) => checkSecurityAnswer(userId, body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "audit"] }),
  });
}
