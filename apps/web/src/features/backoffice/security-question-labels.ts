import type { SecurityQuestion } from "@larkspur/shared/schemas/security-questions";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The security questions as the operator's language asks them. The customer's pages have their own copy
 * (components/account-security-questions.ts): each lives in its own catalogue part, so neither side fetches the
 * other's texts.
 */
export const securityQuestionLabels: Record<SecurityQuestion, MessageDescriptor> = {
  childhood_nickname: msg`What was your childhood nickname?`,
  childhood_friend: msg`What is the name of your favourite childhood friend?`,
  first_stuffed_animal: msg`What was the name of your first stuffed animal?`,
  parents_meeting_city: msg`In what city did your parents meet?`,
  youngest_brother_birth_year: msg`In what year was your youngest brother born?`,
  grandmother_maiden_name: msg`What is your maternal grandmother's maiden name?`,
  first_job_city: msg`In what city did you have your first job?`,
  college_applied_to: msg`What is the name of a college you applied to?`,
};
