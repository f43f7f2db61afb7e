import type {
  SecurityAnswerCheckBody,
  SecurityAnswerCheckResult,
  SecurityQuestion,
} from "@larkspur/shared/schemas/security-questions";
import type { AppContext } from "../../context";
import type { Trx } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { insertAuditEntry, recentActionTimes } from "../audit";
import { answerMatches, chosenQuestions, lockQuestionsOf } from "../security";
import { type Actor, customerById } from "./customers.service";

const CHECK_ACTION = "customer.security-answer-check";
/** Answers are guessable in few tries, so an operator (or someone using an operator's session) gets few of them. */
export const CHECKS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The questions a customer chose, for an operator to ask a caller. */
export async function customerQuestions(ctx: AppContext, userId: string): Promise<SecurityQuestion[]> {
  const customer = await customerById(ctx, userId);
  return chosenQuestions(ctx, customer.id);
}

/** 429 once the customer's answers were checked CHECKS_PER_HOUR times in the last hour, saying when to try again. */
async function assertCheckAllowed(db: AppContext["db"] | Trx, customerId: string, now: Date): Promise<void> {
  const times = await recentActionTimes(db, customerId, CHECK_ACTION, new Date(now.getTime() - HOUR_MS));
  if (times.length < CHECKS_PER_HOUR) return;
  const freeAt = times[times.length - CHECKS_PER_HOUR]!.getTime() + HOUR_MS;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new AppError(
    "rate_limited",
    { id: "error.tooManyAnswerChecks", values: { limit: CHECKS_PER_HOUR, minutes: Math.ceil(seconds / 60) } },
    { retryAfterSeconds: seconds },
  );
}

/**
 * Whether what a caller says is the customer's answer to one of their questions. Each check is audited (the question
 * and the outcome, never what was typed) in the trx that counts it, at most CHECKS_PER_HOUR per customer an hour.
 */
export async function checkSecurityAnswer(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  body: SecurityAnswerCheckBody,
): Promise<SecurityAnswerCheckResult> {
  const customer = await customerById(ctx, userId);
  const chosen = await chosenQuestions(ctx, customer.id);
  if (chosen.length === 0) throw new AppError("conflict", "error.noSecurityQuestions");
  if (!chosen.includes(body.question)) throw new AppError("validation_error", "error.questionNotChosen");
  // Refused early without spending Argon2 work; counted again under the lock below, where it decides.
  await assertCheckAllowed(ctx.db, customer.id, ctx.clock.now());
  const match = (await answerMatches(ctx, customer.id, body.question, body.answer)) === true;
  await ctx.db.transaction().execute(async (trx) => {
    await lockQuestionsOf(trx, customer.id);
    await assertCheckAllowed(trx, customer.id, ctx.clock.now());
    await insertAuditEntry(trx, {
      actorId: actor.id,
      action: CHECK_ACTION,
      subjectType: "user",
      subjectId: customer.id,
      after: { question: body.question, result: match ? "match" : "no match" },
      ip: actor.ip,
    });
  });
  return { match };
}
