import type { Kysely } from "kysely";
import type { Database, NewUser, User, UserRow } from "../../db/types";

type Db = Kysely<Database>;

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** With the password's hash, for a sign-in. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

/** With the password's hash, for a sign-in. */
export function findUserByAccountNumber(db: Db, accountNumber: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("account_number", "=", accountNumber).executeTakeFirst();
}

/** The hash of the user's password, for checking a password they give. */
export async function findPasswordHash(db: Db, id: string): Promise<string> {
  const row = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/** Locks the user's row until the trx ends, so changes to one user apply one after the other. */
export function lockUser(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Operators and admins, oldest first. */
export function listStaffUsers(db: Db): Promise<User[]> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("role", "in", ["operator", "admin"])
    .orderBy("created_at")
    .execute();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto("users").values(user).execute();
}

export function updateUser(
  db: Db,
  id: string,
  changes: Partial<Omit<UserRow, "id" | "created_at">>,
  now: Date,
) {
  return db
    .updateTable("users")
    .set({ ...changes, updated_at: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
