import type { SecurityQuestion } from "@larkspur/shared/schemas/security-questions";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The eight security questions as the reader's language asks them, by the key the API knows them by. */
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
