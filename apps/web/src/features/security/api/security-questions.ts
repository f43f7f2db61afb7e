import type {
  ChosenSecurityQuestions,
  PutSecurityQuestionsBody,
} from "@larkspur/shared/schemas/security-questions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useWithReauthentication } from "../../../components/reauthentication";
import { api } from "../../../lib/api-client";
import { securityOverviewKey } from "./security-overview";

export function saveSecurityQuestions(body: PutSecurityQuestionsBody): Promise<ChosenSecurityQuestions> {
  return api.put("/api/security/questions", body);
}

/** The dialog shows a refusal above its fields, so the generic toast stays off. */
export function useSaveSecurityQuestions() {
  const queryClient = useQueryClient();
  const withReauthentication = useWithReauthentication();
  return useMutation({
    mutationFn: withReauthentication(saveSecurityQuestions),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
  });
}
