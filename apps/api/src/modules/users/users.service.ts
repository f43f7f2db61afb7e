import { centsToDollars } from "@larkspur/shared/money";
import type { CurrentUser, UpdateUserBody } from "@larkspur/shared/schemas/user";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { isUuid } from "../../lib/ids";
import type { SignedInUser } from "../auth/sessions.service";
import { availableCents } from "../ledger/ledger.service";
import { mailTemplates } from "../mail/mail.templates";
import { findUserByEmail, findUserById, updateUser } from "./users.repo";

export function toCurrentUser(user: User, balance: number): CurrentUser {
  return {
    _id: user.id,
    firstName: user.first_name,
    middleName: user.middle_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    occupation: user.occupation,
    picture: user.picture,
    accountNumber: user.account_number,
    balance,
    transferDisabled: user.transfer_disabled,
    role: user.role,
  };
}

/** The current user as the client sees it; `balance` is what they can spend (balance - held), in dollars. */
export async function currentUserView(ctx: AppContext, user: User): Promise<CurrentUser> {
  return toCurrentUser(user, centsToDollars(await availableCents(ctx.db, user.id)));
}

/** The signed-in caller from what authentication already read with the session: no further query. */
export function signedInUserView(user: SignedInUser): CurrentUser {
  return toCurrentUser(user, centsToDollars(user.available_cents));
}

const emailTaken = () => new AppError("email_taken", "Another account already uses this email address.");

/** Applies only the listed profile fields; a changed e-mail stays unique and the old address is told. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  body: UpdateUserBody,
): Promise<CurrentUser> {
  const existing = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (!existing) throw new AppError("not_found", "No such user.");
  const emailChanges = body.email !== undefined && body.email !== existing.email;
  if (emailChanges && (await findUserByEmail(ctx.db, body.email!))) throw emailTaken();
  const changes = {
    first_name: body.firstName,
    middle_name: body.middleName,
    last_name: body.lastName,
    email: body.email,
    phone: body.phone,
    occupation: body.occupation,
    address: body.address,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  try {
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const user = await updateUser(trx, userId, defined);
      if (emailChanges) {
        await ctx.mailer.enqueue(trx, {
          to: existing.email,
          ...mailTemplates.emailChanged(existing.first_name, user.email),
        });
      }
      return user;
    });
    if (emailChanges) ctx.mailer.deliverSoon();
    return currentUserView(ctx, updated);
  } catch (error) {
    if (isUniqueViolation(error, "users_email_key")) throw emailTaken();
    throw error;
  }
}
