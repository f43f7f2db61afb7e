import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { findUserByAccountNumber, findUserByEmail } from "../users/users.repo";

/** A Larkspur customer as a payer may see them: their account number and first name with last initial. */
export interface Payee {
  id: string;
  accountNumber: string;
  name: string;
}

/** "Grace H.": enough for the payer to confirm whom they pay, no more. */
export function payeeName(user: Pick<User, "first_name" | "last_name">): string {
  const initial = [...user.last_name.trim()][0]?.toLocaleUpperCase() ?? "";
  return initial ? `${user.first_name.trim()} ${initial}.` : user.first_name.trim();
}

/**
 * The verified customer an account number or e-mail names. Staff and accounts never confirmed are no one's payee;
 * the caller's own account is refused by name.
 */
export async function findPayee(
  ctx: AppContext,
  caller: User,
  target: { accountNumber?: string; email?: string },
): Promise<Payee> {
  if (target.accountNumber === caller.account_number || target.email === caller.email) {
    throw new AppError("validation_error", "error.recipientOwnAccount");
  }
  const user =
    target.accountNumber !== undefined
      ? await findUserByAccountNumber(ctx.db, target.accountNumber)
      : await findUserByEmail(ctx.db, target.email ?? "");
  if (user?.role !== "customer" || user.email_verified_at === null) {
    throw new AppError("not_found", "error.recipientNoAccount");
  }
  return { id: user.id, accountNumber: user.account_number, name: payeeName(user) };
}
