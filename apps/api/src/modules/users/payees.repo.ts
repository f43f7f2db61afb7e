import type { Locale } from "@larkspur/shared/locales";
import type { Kysely } from "kysely";
import type { Database, UserStatus } from "../../db/types";

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

/**
 * Customers only, once they have confirmed their e-mail address: staff have no account to pay into. Joined to their
 * main (USD) account.
 */
export function payees(db: Db) {
  return db
    .selectFrom("users")
    .innerJoin("accounts", (join) =>
      join.onRef("accounts.user_id", "=", "users.id").on("accounts.currency", "=", "USD"),
    )
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
