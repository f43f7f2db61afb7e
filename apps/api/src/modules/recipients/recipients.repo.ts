import type { RecipientType } from "@larkspur/shared/schemas/recipients";
import type { Kysely } from "kysely";
import type { Database, SavedBankDetails, SavedRecipient } from "../../db/types";

type Db = Kysely<Database>;

export interface NewRecipient {
  id: string;
  userId: string;
  type: RecipientType;
  payeeId: string | null;
  name: string;
  accountNumber: string;
  bankDetails: SavedBankDetails | null;
  dedupeKey: string;
  createdAt: Date;
}

export function insertRecipient(db: Db, recipient: NewRecipient): Promise<SavedRecipient> {
  return db
    .insertInto("recipients")
    .values({
      id: recipient.id,
      user_id: recipient.userId,
      type: recipient.type,
      payee_id: recipient.payeeId,
      name: recipient.name,
      account_number: recipient.accountNumber,
      bank_details: recipient.bankDetails === null ? null : JSON.stringify(recipient.bankDetails),
      dedupe_key: recipient.dedupeKey,
      created_at: recipient.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The owner's recipients, newest first. */
export function recipientsOf(db: Db, userId: string): Promise<SavedRecipient[]> {
  return db
    .selectFrom("recipients")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function countRecipients(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom("recipients")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Deletes one of the owner's recipients; another owner's reads as none. */
export async function deleteRecipient(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("recipients")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether the owner has saved a bank account (a Local or International recipient). */
export async function hasBankAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("recipients")
    .select("id")
    .where("user_id", "=", userId)
    .where("type", "in", ["Local", "International"])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
