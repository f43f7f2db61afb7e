import { randomUUID } from "node:crypto";
import { defaultLocale } from "@larkspur/shared/locales";
import type { StaffMember } from "@larkspur/shared/schemas/admin";
import type { Role } from "@larkspur/shared/schemas/user";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { isUuid } from "../../lib/ids";
import { assertPasswordAllowed } from "../../lib/password-rules";
import { hashPassword } from "../../lib/passwords";
import { hashToken, newAccountNumber, newToken } from "../../lib/secrets";
import { insertAuditEntry } from "../audit";
import { insertVerification, revokeUserSessions } from "../auth";
import { mailTemplates } from "../mail";
import { findUserById, insertUser, listStaffUsers, updateUser } from "../users";

export type StaffRole = Exclude<Role, "customer">;

export interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** Without one, the answer carries a one-time link to set it. */
  password?: string;
}

// A new staff member may not open the link at once; a day is long enough and still short-lived.
const SET_PASSWORD_LINK_HOURS = 24;

/**
 * Creates an operator or admin, verified, with no customer account. The one way to make the first admin is the CLI;
 * after that, admins add operators from the back office (`actor` set), which is audited.
 */
export async function createStaff(
  ctx: AppContext,
  staff: NewStaff,
  actor?: { id: string; ip: string },
): Promise<{ id: string; setPasswordLink?: string }> {
  if (staff.password) assertPasswordAllowed(staff.password, staff);
  const id = randomUUID();
  const token = staff.password ? undefined : newToken();
  const passwordHash = await hashPassword(staff.password ?? newToken());
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id,
        email: staff.email,
        password_hash: passwordHash,
        first_name: staff.firstName,
        last_name: staff.lastName,
        phone: "",
        picture: null,
        account_number: newAccountNumber(),
        role: staff.role,
        email_verified_at: now,
      });
      if (token) {
        await insertVerification(trx, {
          id: randomUUID(),
          userId: id,
          purpose: "password_reset",
          secretHash: hashToken(token),
          expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * 3_600_000),
        });
      }
      if (actor) {
        await insertAuditEntry(trx, {
          actorId: actor.id,
          action: "staff.create",
          subjectType: "user",
          subjectId: id,
          after: { email: staff.email, role: staff.role },
          ip: actor.ip,
        });
        if (token) {
          const invitee = { email: staff.email, first_name: staff.firstName, language: defaultLocale };
          await ctx.mailer.enqueue(trx, mailTemplates.staffInvitation(invitee, setPasswordLink(ctx, token)));
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_key")) {
      throw new AppError("email_taken", "error.staffEmailTaken");
    }
    throw error;
  }
  if (actor && token) ctx.mailer.deliverSoon();
  return { id, setPasswordLink: token ? setPasswordLink(ctx, token) : undefined };
}

// A page of its own, "Set your password": a new staff member has no password to reset and no sign-up to be offered.
const setPasswordLink = (ctx: AppContext, token: string) => `${ctx.config.PUBLIC_URL}/set-password/${token}`;

/** An admin disables or re-enables an operator; disabling signs them out everywhere. */
export async function setStaffStatus(
  ctx: AppContext,
  actor: { id: string; ip: string },
  userId: string,
  change: { status: "active" | "disabled"; reason: string },
) {
  if (userId === actor.id) throw new AppError("conflict", "error.ownAccess");
  return ctx.db.transaction().execute(async (trx) => {
    const user = isUuid(userId) ? await findUserById(trx, userId) : undefined;
    if (!user || user.role === "customer") throw new AppError("not_found", "error.noSuchStaffMember");
    const updated = await updateUser(trx, userId, { status: change.status }, ctx.clock.now());
    if (change.status === "disabled") await revokeUserSessions(trx, userId, ctx.clock.now());
    await insertAuditEntry(trx, {
      actorId: actor.id,
      action: change.status === "disabled" ? "staff.disable" : "staff.enable",
      subjectType: "user",
      subjectId: userId,
      before: { status: user.status },
      after: { status: updated.status },
      reason: change.reason,
      ip: actor.ip,
    });
    return updated;
  });
}

export function toStaffMember(user: User): StaffMember {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    role: user.role as StaffRole,
    status: user.status,
    createdAt: user.created_at.toISOString(),
  };
}

export async function listStaff(ctx: AppContext) {
  const rows = await listStaffUsers(ctx.db);
  return { items: rows.map(toStaffMember) };
}
