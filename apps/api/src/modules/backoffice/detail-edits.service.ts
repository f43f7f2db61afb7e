import type { ApiMessageId } from "@larkspur/shared/i18n/api/catalogues";
import type {
  EditCustomerBody,
  EditCustomerResponse,
  EditStaffBody,
  StaffMember,
} from "@larkspur/shared/schemas/admin";
import type { AppContext } from "../../context";
import type { Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { insertAuditEntry } from "../audit";
import { mailTemplates } from "../mail";
import { lockUser, updateUser } from "../users";
import { type Actor, noSuchCustomer, toCustomerProfile } from "./customers.service";
import { toStaffMember } from "./staff.service";

/** The details staff may correct, and the column each is kept in. E-mail addresses are never among them. */
const columns = {
  firstName: "first_name",
  middleName: "middle_name",
  lastName: "last_name",
  phone: "phone",
  address: "address",
} as const;
type DetailField = keyof typeof columns;

const fieldNames: Record<DetailField, ApiMessageId> = {
  firstName: "detailField.firstName",
  middleName: "detailField.middleName",
  lastName: "detailField.lastName",
  phone: "detailField.phone",
  address: "detailField.address",
};

/** The fields whose sent value differs from the stored one, with both values for the audit log. */
function differences(user: User, body: Partial<Record<DetailField, string>>) {
  const before: Partial<Record<DetailField, string>> = {};
  const after: Partial<Record<DetailField, string>> = {};
  for (const field of Object.keys(columns) as DetailField[]) {
    const value = body[field];
    if (value === undefined || value === user[columns[field]]) continue;
    before[field] = user[columns[field]];
    after[field] = value;
  }
  const fields = Object.keys(after) as DetailField[];
  const changes = Object.fromEntries(fields.map((field) => [columns[field], after[field]]));
  return { fields, before, after, changes };
}

/**
 * Applies the changed details to the locked `userId` and audits them with before, after and reason, in one trx.
 * Sending what is already stored changes nothing and records nothing.
 */
async function editDetails(
  trx: Trx,
  edit: {
    actor: Actor;
    user: User;
    body: Partial<Record<DetailField, string>>;
    reason: string;
    action: string;
    now: Date;
  },
) {
  const { fields, before, after, changes } = differences(edit.user, edit.body);
  if (fields.length === 0) return { user: edit.user, fields };
  const user = await updateUser(trx, edit.user.id, changes, edit.now);
  await insertAuditEntry(trx, {
    actorId: edit.actor.id,
    action: edit.action,
    subjectType: "user",
    subjectId: user.id,
    before,
    after,
    reason: edit.reason,
    ip: edit.actor.ip,
  });
  return { user, fields };
}

/** An operator corrects a customer's name, phone or address; the customer is told what changed, never why. */
export async function editCustomerDetails(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  { reason, ...body }: EditCustomerBody,
): Promise<EditCustomerResponse> {
  const { user, fields } = await ctx.db.transaction().execute(async (trx) => {
    const customer = isUuid(userId) ? await lockUser(trx, userId) : undefined;
    if (customer?.role !== "customer") throw noSuchCustomer();
    const edited = await editDetails(trx, {
      actor,
      user: customer,
      body,
      reason,
      action: "customer.edit-details",
      now: ctx.clock.now(),
    });
    if (edited.fields.length > 0) {
      const names = edited.fields.map((field) => fieldNames[field]);
      await ctx.mailer.enqueue(trx, mailTemplates.detailsChanged(edited.user, names));
    }
    return edited;
  });
  if (fields.length > 0) ctx.mailer.deliverSoon();
  return { message: "Changes saved", customer: toCustomerProfile(user) };
}

/** An admin corrects a staff member's name, their own included. */
export async function editStaffDetails(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  { reason, ...body }: EditStaffBody,
): Promise<StaffMember> {
  const { user } = await ctx.db.transaction().execute(async (trx) => {
    const staff = isUuid(userId) ? await lockUser(trx, userId) : undefined;
    if (!staff || staff.role === "customer") throw new AppError("not_found", "error.noSuchStaffMember");
    return editDetails(trx, {
      actor,
      user: staff,
      body,
      reason,
      action: "staff.edit-details",
      now: ctx.clock.now(),
    });
  });
  return toStaffMember(user);
}
