import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

type Db = Kysely<Database>;

/** The user's chosen questions with their answers' hashes, in the order chosen. */
export function findQuestionsOf(db: Db, userId: string) {
  return db
    .selectFrom("security_questions")
    .select(["position", "question", "answer_hash"])
    .where("user_id", "=", userId)
    .orderBy("position")
    .execute();
}

/** Holds the user's questions while a back-office check is counted, so rival checks queue instead of both passing. */
export async function lockQuestionsOf(db: Db, userId: string): Promise<void> {
  await db
    .selectFrom("security_questions")
    .select("position")
    .where("user_id", "=", userId)
    .forUpdate()
    .execute();
}

/** Replaces the user's questions and answers' hashes with these, in one trx of the caller's. */
export async function replaceQuestionsOf(
  db: Db,
  userId: string,
  items: { question: string; answerHash: string }[],
): Promise<void> {
  await db.deleteFrom("security_questions").where("user_id", "=", userId).execute();
  await db
    .insertInto("security_questions")
    .values(
      items.map((item, index) => ({
        user_id: userId,
        position: index + 1,
        question: item.question,
        answer_hash: item.answerHash,
      })),
    )
    .execute();
}
