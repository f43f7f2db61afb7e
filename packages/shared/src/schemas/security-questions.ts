import { z } from "zod";

/** The eight questions a customer chooses three of, by key; the English texts are how the API and the form name them. */
export const securityQuestionTexts = {
  childhood_nickname: "What was your childhood nickname?",
  childhood_friend: "What is the name of your favourite childhood friend?",
  first_stuffed_animal: "What was the name of your first stuffed animal?",
  parents_meeting_city: "In what city did your parents meet?",
  youngest_brother_birth_year: "In what year was your youngest brother born?",
  grandmother_maiden_name: "What is your maternal grandmother's maiden name?",
  first_job_city: "In what city did you have your first job?",
  college_applied_to: "What is the name of a college you applied to?",
} as const;

export type SecurityQuestion = keyof typeof securityQuestionTexts;
export const securityQuestions = Object.keys(securityQuestionTexts) as [
  SecurityQuestion,
  ...SecurityQuestion[],
];

export const SECURITY_QUESTION_COUNT = 3;
export const securityAnswerLength = { min: 2, max: 100 } as const;

const questionMessage = "Choose one of the offered security questions";
const answerMessage = `An answer must be ${securityAnswerLength.min} to ${securityAnswerLength.max} characters long`;

const byEnglishText = new Map<string, string>(
  Object.entries(securityQuestionTexts).map(([key, text]) => [text.toLowerCase(), key]),
);

/** A question by its key; its English text is read as the key too. */
export const securityQuestion = z.preprocess(
  (value) => (typeof value === "string" ? (byEnglishText.get(value.trim().toLowerCase()) ?? value) : value),
  z.enum(securityQuestions, questionMessage),
);

/** What a caller types: compared trimmed and without regard to case or spaces, so only its length is checked here. */
export const securityAnswer = z
  .string(answerMessage)
  .trim()
  .min(securityAnswerLength.min, answerMessage)
  .max(securityAnswerLength.max, answerMessage);

/** `PUT /api/security/questions`: exactly three different questions, each with its answer. */
export const putSecurityQuestionsBody = z.object({
  items: z
    .array(
      z.object({ question: securityQuestion, answer: securityAnswer }),
      "Choose exactly 3 security questions",
    )
    .length(SECURITY_QUESTION_COUNT, "Choose exactly 3 security questions")
    .refine(
      (items) => new Set(items.map((item) => item.question)).size === items.length,
      "Choose 3 different security questions",
    ),
});
export type PutSecurityQuestionsBody = z.infer<typeof putSecurityQuestionsBody>;

/** The chosen questions, in the order chosen; never the answers. */
export const chosenSecurityQuestions = z.object({ questions: z.array(z.enum(securityQuestions)) });
export type ChosenSecurityQuestions = z.infer<typeof chosenSecurityQuestions>;

/** `POST /api/admin/customers/{userId}/security-answer-check`: what the caller says to one of their questions. */
export const securityAnswerCheckBody = z.object({ question: securityQuestion, answer: securityAnswer });
export type SecurityAnswerCheckBody = z.infer<typeof securityAnswerCheckBody>;

export const securityAnswerCheckResult = z.object({ match: z.boolean() });
export type SecurityAnswerCheckResult = z.infer<typeof securityAnswerCheckResult>;
