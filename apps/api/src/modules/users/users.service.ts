import { mainCurrency } from "@larkspur/shared/currencies";
import type { BalanceView } from "@larkspur/shared/schemas/balances";
import type { UpdateSettingsBody, UserSettings } from "@larkspur/shared/schemas/settings";
import type { AccountStatus, CurrentUser, UpdateUserBody } from "@larkspur/shared/schemas/user";
import { emailChangeCodeSent } from "@larkspur/shared/texts";
import type { AppContext } from "../../context";
import type { Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { translate } from "../../lib/i18n";
import { isUuid } from "../../lib/ids";
import { latestTransferHold } from "../audit";
import type { SignedInUser } from "../auth";
import { balancesOf, balanceViewOf } from "../ledger";
import { WRONG_CODES_REASON } from "./account-holds";
import { findUserById, updateUser } from "./users.repo";

/** The account's state as its owner sees it: a disabled account cannot sign in; a held one cannot send money. */
function accountStatusOf(user: User): AccountStatus {
  if (user.status === "disabled") return "disabled";
  return user.transfer_disabled ? "on_hold" : "active";
}

/**
 * What the customer is told of a hold, in their language: that too many wrong codes held their transfers, or that our
 * team did, never the staff's own reason. Read only for an account on hold.
 */
async function holdReasonOf(ctx: AppContext, user: User): Promise<string | null> {
  if (accountStatusOf(user) !== "on_hold") return null;
  const hold = await latestTransferHold(ctx.db, user.id);
  const forWrongCodes = hold?.actor_id === null && hold.reason === WRONG_CODES_REASON;
  return translate(user.language, {
    id: forWrongCodes ? "account.heldForWrongCodes" : "account.transfersHeld",
  });
}

export const settingsOf = (user: User): UserSettings => ({
  language: user.language,
  timeZone: user.time_zone,
  emailPreferences: {
    moneyIn: user.email_money_in,
    moneyOut: user.email_money_out,
    requests: user.email_requests,
  },
});

function toCurrentUser(user: User, balances: BalanceView[], holdReason: string | null): CurrentUser {
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
    balance: balances.find((balance) => balance.currency === mainCurrency)?.available ?? 0,
    balances,
    transferDisabled: user.transfer_disabled,
    role: user.role,
    ...settingsOf(user),
    accountStatus: accountStatusOf(user),
    holdReason,
  };
}

/**
 * The current user as the client sees it; `balance` is what they can spend (balance - held) of the main balance, in
 * dollars, and `balances` every open balance.
 */
export async function currentUserView(ctx: AppContext, user: User): Promise<CurrentUser> {
  const [balances, holdReason] = await Promise.all([balancesOf(ctx, user), holdReasonOf(ctx, user)]);
  return toCurrentUser(user, balances, holdReason);
}

/** The balances read with the session: the main account's, then the others in the order they were opened. */
function sessionBalances(user: SignedInUser): BalanceView[] {
  if (user.account_id === null || user.role !== "customer") return [];
  const main = balanceViewOf({
    currency: mainCurrency,
    balance: user.available_cents + user.held_cents,
    held: user.held_cents,
  });
  const others = (user.other_balances ?? []).map((row) =>
    balanceViewOf({ currency: row.currency, balance: BigInt(row.balance), held: BigInt(row.held) }),
  );
  return [main, ...others];
}

/** The signed-in caller from what authentication already read with the session: no further query unless on hold. */
export async function signedInUserView(ctx: AppContext, user: SignedInUser): Promise<CurrentUser> {
  return toCurrentUser(user, sessionBalances(user), await holdReasonOf(ctx, user));
}

export type ProfileUpdate =
  | { emailCodeSent: false; user: CurrentUser }
  | { emailCodeSent: true; message: string };

/** Mails a code to a new address in the caller's trx, answering whether one was written (the auth module's). */
export type EmailChangeRequest = (
  trx: Trx,
  ctx: AppContext,
  user: User,
  newEmail: string,
) => Promise<boolean>;

/**
 * Applies only the listed profile fields. A new e-mail address is not used yet: the other fields are saved and a
 * code goes to the new address (`requestEmailChange`), which switches it once entered.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  body: UpdateUserBody,
  requestEmailChange: EmailChangeRequest,
): Promise<ProfileUpdate> {
  const existing = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (!existing) throw new AppError("not_found", "error.noSuchUser");
  const newEmail = body.email !== undefined && body.email !== existing.email ? body.email : undefined;
  const changes = {
    first_name: body.firstName,
    middle_name: body.middleName,
    last_name: body.lastName,
    phone: body.phone,
    occupation: body.occupation,
    address: body.address,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const { user, codeSent } = await ctx.db.transaction().execute(async (trx) => {
    const user = await updateUser(trx, userId, defined, ctx.clock.now());
    return { user, codeSent: newEmail !== undefined && (await requestEmailChange(trx, ctx, user, newEmail)) };
  });
  if (codeSent) ctx.mailer.deliverSoon();
  if (newEmail !== undefined) return { emailCodeSent: true, message: emailChangeCodeSent(newEmail) };
  return { emailCodeSent: false, user: await currentUserView(ctx, user) };
}

/** Saves the settings sent (the schema allows nothing else) and answers all of them as saved. */
export async function updateSettings(
  ctx: AppContext,
  userId: string,
  body: UpdateSettingsBody,
): Promise<UserSettings> {
  const changes = {
    language: body.language,
    time_zone: body.timeZone,
    email_money_in: body.emailPreferences?.moneyIn,
    email_money_out: body.emailPreferences?.moneyOut,
    email_requests: body.emailPreferences?.requests,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return settingsOf(await updateUser(ctx.db, userId, defined, ctx.clock.now()));
}

/** A user by id, as services that act for them without a request (a job) read them; none when there is no such user. */
export function userById(ctx: AppContext, id: string): Promise<User | undefined> {
  return findUserById(ctx.db, id);
}
