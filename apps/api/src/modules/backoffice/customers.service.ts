import { centsToDollars } from "@larkspur/shared/money";
import type {
  CustomerDetail,
  CustomerProfile,
  CustomerSummary,
  UpdateCustomerBody,
} from "@larkspur/shared/schemas/admin";
import type { AppContext } from "../../context";
import type { Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { insertAuditEntry } from "../audit";
import { clearWrongCodes, revokeUserSessions, sessionLiveness } from "../auth";
import { customerAccountOf } from "../ledger";
import { mailTemplates } from "../mail";
import { accountNotices, announce, notify } from "../notifications";
import { listTransactions } from "../transfers";
import { findUserById, lockUser, updateUser } from "../users";
import { liveSessionsOf, searchCustomers } from "./customers.repo";

export interface Actor {
  id: string;
  ip: string;
}

export function toCustomerSummary(user: User): CustomerSummary {
  return {
    id: user.id,
    firstName: user.first_name,
    middleName: user.middle_name,
    lastName: user.last_name,
    email: user.email,
    accountNumber: user.account_number,
    status: user.status,
    transferDisabled: user.transfer_disabled,
    createdAt: user.created_at.toISOString(),
  };
}

export function toCustomerProfile(user: User): CustomerProfile {
  return {
    ...toCustomerSummary(user),
    phone: user.phone,
    address: user.address,
    occupation: user.occupation,
    emailVerified: user.email_verified_at !== null,
  };
}

export async function findCustomers(ctx: AppContext, query: string, page: number, pageSize: number) {
  const { rows, total } = await searchCustomers(ctx.db, query, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { items: rows.map(toCustomerSummary), page, pageSize, total };
}

export const noSuchCustomer = () => new AppError("not_found", "error.noSuchCustomer");

/** Whether `userId` is an operator's or an admin's: their details are an admin's to change, on the staff routes. */
export async function isStaffMember(ctx: AppContext, userId: string): Promise<boolean> {
  const user = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
  return user !== undefined && user.role !== "customer";
}

export async function customerById(ctx: AppContext, userId: string): Promise<User> {
  const user = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (user?.role !== "customer") throw noSuchCustomer();
  return user;
}

export async function customerDetail(ctx: AppContext, userId: string): Promise<CustomerDetail> {
  const user = await customerById(ctx, userId);
  const live = sessionLiveness(ctx);
  const [account, transactions, sessions] = await Promise.all([
    customerAccountOf(ctx.db, user.id),
    listTransactions(ctx, user.id, { limit: 50 }),
    liveSessionsOf(ctx.db, user.id, live.now, live.customerIdleSince),
  ]);
  return {
    customer: toCustomerProfile(user),
    balance: centsToDollars(account.balance),
    held: centsToDollars(account.held),
    available: centsToDollars(account.balance - account.held),
    transactions,
    sessions: sessions.map((session) => ({
      id: session.id,
      createdAt: session.created_at.toISOString(),
      expiresAt: session.expires_at.toISOString(),
      ip: session.ip,
      userAgent: session.user_agent,
    })),
  };
}

/**
 * What the customer is told of each change: the status, never the staff's reason. A hold and its release are
 * notifications with their mails; disabling and enabling are told by mail only (a disabled customer cannot sign in).
 */
async function tellCustomer(
  trx: Trx,
  ctx: AppContext,
  user: User,
  change: "transferDisabled" | "status",
  value: boolean | string,
): Promise<void> {
  if (change === "transferDisabled") {
    const notice = value
      ? accountNotices.held(user.id, "account.transfersHeld", mailTemplates.transfersOnHold(user))
      : accountNotices.released(user.id, mailTemplates.transfersReleased(user));
    await notify(trx, ctx, [notice]);
    return;
  }
  const mail =
    value === "disabled" ? mailTemplates.accountDisabled(user) : mailTemplates.accountEnabled(user);
  await ctx.mailer.enqueue(trx, mail);
}

/**
 * Holds or releases a customer's transfers, or disables or re-enables the account (disabling signs the customer out
 * everywhere). The row is locked so two staff changes apply one after the other, each audited with its reason.
 */
export async function updateCustomer(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  body: UpdateCustomerBody,
) {
  await customerById(ctx, userId);
  const updated = await ctx.db.transaction().execute(async (trx) => {
    let current = (await lockUser(trx, userId))!;
    const changes = [
      {
        field: "transferDisabled" as const,
        column: "transfer_disabled" as const,
        value: body.transferDisabled,
      },
      { field: "status" as const, column: "status" as const, value: body.status },
    ];
    for (const { field, column, value } of changes) {
      if (value === undefined || current[column] === value) continue;
      const before = current;
      current = await updateUser(trx, userId, { [column]: value }, ctx.clock.now());
      if (column === "status" && value === "disabled") await revokeUserSessions(trx, userId, ctx.clock.now());
      // A lifted hold starts the count of wrong codes afresh, whatever put it on.
      if (column === "transfer_disabled" && value === false) await clearWrongCodes(trx, userId);
      await insertAuditEntry(trx, {
        actorId: actor.id,
        action:
          column === "status"
            ? `customer.${value === "disabled" ? "disable" : "enable"}`
            : `customer.${value ? "hold" : "release"}-transfers`,
        subjectType: "user",
        subjectId: userId,
        before: { [field]: before[column] },
        after: { [field]: current[column] },
        reason: body.reason,
        ip: actor.ip,
      });
      await tellCustomer(trx, ctx, current, field, value);
    }
    return current;
  });
  announce(ctx, [userId]);
  return toCustomerSummary(updated);
}
