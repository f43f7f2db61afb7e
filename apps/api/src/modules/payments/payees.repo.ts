import type { Locale } from "@larkspur/shared/locales";
import { type Kysely, sql } from "kysely";
import type { Database, Transfer, Trx, UserStatus } from "../../db/types";

type Db = Kysely<Database>;

/** A customer who could be paid, with what a payment and its mails need of them. */
export interface PayeeAccount {
  userId: string;
  accountId: string;
  accountNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Locale;
  status: UserStatus;
}

/** Customers only, once they have confirmed their e-mail address: staff have no account to pay into. */
function payees(db: Db) {
  return db
    .selectFrom("users")
    .innerJoin("accounts", "accounts.user_id", "users.id")
    .select([
      "users.id as userId",
      "accounts.id as accountId",
      "users.account_number as accountNumber",
      "users.email",
      "users.first_name as firstName",
      "users.last_name as lastName",
      "users.language",
      "users.status",
    ])
    .where("users.role", "=", "customer")
    .where("users.email_verified_at", "is not", null)
    .where("accounts.kind", "=", "customer");
}

export function findPayeeByAccountNumber(db: Db, accountNumber: string): Promise<PayeeAccount | undefined> {
  return payees(db).where("users.account_number", "=", accountNumber).executeTakeFirst();
}

export function findPayeeByEmail(db: Db, email: string): Promise<PayeeAccount | undefined> {
  return payees(db).where("users.email", "=", email).executeTakeFirst();
}

export function findPayeeById(db: Db, userId: string): Promise<PayeeAccount | undefined> {
  return payees(db).where("users.id", "=", userId).executeTakeFirst();
}

/**
 * Unconfirmed → Completed for the payer's payment, in the same statement reading the payee it names (undefined when
 * they are no longer a payee), so completing a payment starts with one round trip. Undefined when the payment is not
 * Unconfirmed.
 */
export async function completePaymentRow(
  trx: Trx,
  paymentId: string,
  at: Date,
): Promise<{ payment: Transfer; payee: PayeeAccount | undefined } | undefined> {
  const row = await trx
    .with("moved", (db) =>
      db
        .updateTable("transfers")
        .set({ status: "Completed", expires_at: null, updated_at: at })
        .where("id", "=", paymentId)
        .where("status", "=", "Unconfirmed")
        .returningAll(),
    )
    .with("payee", () => payees(trx))
    .selectFrom("moved")
    .leftJoin("payee", "payee.userId", "moved.counterparty_id")
    .selectAll("moved")
    .select([
      "payee.userId as payeeUserId",
      "payee.accountId as payeeAccountId",
      "payee.accountNumber as payeeAccountNumber",
      "payee.email as payeeEmail",
      "payee.firstName as payeeFirstName",
      "payee.lastName as payeeLastName",
      "payee.language as payeeLanguage",
      "payee.status as payeeStatus",
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    payeeUserId,
    payeeAccountId,
    payeeAccountNumber,
    payeeEmail,
    payeeFirstName,
    payeeLastName,
    payeeLanguage,
    payeeStatus,
    ...payment
  } = row;
  const payee =
    payeeUserId === null
      ? undefined
      : {
          userId: payeeUserId,
          accountId: payeeAccountId,
          accountNumber: payeeAccountNumber,
          email: payeeEmail,
          firstName: payeeFirstName,
          lastName: payeeLastName,
          language: payeeLanguage,
          status: payeeStatus,
        };
  return { payment, payee } as { payment: Transfer; payee: PayeeAccount | undefined };
}

/**
 * Counts one look-up of the customer's in one statement, so look-ups arriving together each take their own place:
 * only look-ups after `windowStart` are kept, and when `max` of them are, this one is refused and nothing changes.
 * Answers whether it was counted.
 */
export async function countPayeeLookup(
  db: Db,
  userId: string,
  now: Date,
  windowStart: Date,
  max: number,
): Promise<boolean> {
  const recent = sql`array(select at from unnest(payee_lookups.looked_up_at) as at
    where at > ${windowStart}::timestamptz order by at)`;
  const { rows } = await sql<{ user_id: string }>`
    insert into payee_lookups (user_id, looked_up_at) values (${userId}::uuid, array[${now}::timestamptz])
    on conflict (user_id) do update set looked_up_at = ${recent} || ${now}::timestamptz
    where cardinality(${recent}) < ${max}::int
    returning user_id`.execute(db);
  return rows.length > 0;
}

/** The customer's look-ups after `windowStart`, oldest first. */
export async function recentPayeeLookups(db: Db, userId: string, windowStart: Date): Promise<Date[]> {
  const { rows } = await sql<{ at: Date }>`
    select at from payee_lookups, unnest(looked_up_at) as at
    where user_id = ${userId}::uuid and at > ${windowStart}::timestamptz order by at`.execute(db);
  return rows.map((row) => new Date(row.at));
}
