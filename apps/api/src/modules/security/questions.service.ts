import {
  type PutSecurityQuestionsBody,
  type SecurityQuestion,
  securityQuestions,
} from "@larkspur/shared/schemas/security-questions";
import type { AppContext } from "../../context";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { findQuestionsOf, replaceQuestionsOf } from "./questions.repo";

/**
 * An answer as it is hashed and compared: trimmed, without regard to case or spaces ("New  York" is "newyork"), and
 * with compatible Unicode forms made one, so what a caller says over the phone matches what was typed.
 */
export function normalisedAnswer(answer: string): string {
  return answer.normalize("NFKC").toLowerCase().replace(/\s+/gu, "");
}

const isQuestion = (question: string): question is SecurityQuestion =>
  (securityQuestions as string[]).includes(question);

/** The questions the user chose, in the order chosen; never the answers. */
export async function chosenQuestions(ctx: AppContext, userId: string): Promise<SecurityQuestion[]> {
  const rows = await findQuestionsOf(ctx.db, userId);
  return rows.map((row) => row.question).filter(isQuestion);
}

/** Saves three different questions, each answer stored only as its Argon2id hash, replacing any chosen before. */
export async function saveQuestions(
  ctx: AppContext,
  userId: string,
  body: PutSecurityQuestionsBody,
): Promise<SecurityQuestion[]> {
  const items = await Promise.all(
    body.items.map(async (item) => ({
      question: item.question,
      answerHash: await hashPassword(normalisedAnswer(item.answer)),
    })),
  );
  await ctx.db.transaction().execute((trx) => replaceQuestionsOf(trx, userId, items));
  return body.items.map((item) => item.question);
}

/** Whether `answer` is the user's answer to `question`; undefined when they did not choose that question. */
export async function answerMatches(
  ctx: AppContext,
  userId: string,
  question: SecurityQuestion,
  answer: string,
): Promise<boolean | undefined> {
  const rows = await findQuestionsOf(ctx.db, userId);
  const chosen = rows.find((row) => row.question === question);
  return chosen && verifyPassword(chosen.answer_hash, normalisedAnswer(answer));
}
