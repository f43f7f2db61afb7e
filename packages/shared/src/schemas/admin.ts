import { z } from "zod";
import { limits } from "../limits";
import { address, email, optionalName, phone, requiredName } from "./fields";
import { transactionItem, transactionStatuses } from "./transaction";

/** The back office's requests and answers (`/api/admin`, staff only). */

const page = z.coerce.number().int().min(1, "page must be at least 1").max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100, "pageSize can be at most 100").default(20);

export const reason = z
  .string("A reason is required")
  .trim()
  .min(1, "A reason is required")
  .max(limits.cancelReasonMax, `A reason can be at most ${limits.cancelReasonMax} characters`);

export const reviewQueueQuery = z.object({
  status: z.enum(transactionStatuses).default("Pending"),
  page,
  pageSize,
});

export const customerSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accountNumber: z.string(),
  status: z.enum(["active", "disabled"]),
  transferDisabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

export const reviewItem = transactionItem.extend({
  customer: customerSummary.pick({
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    accountNumber: true,
  }),
  ageSeconds: z.number().int(),
  approvals: z.number().int(),
  approvalsRequired: z.number().int(),
  approvedByMe: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

export const reviewQueue = paged(reviewItem);
export type ReviewQueue = z.infer<typeof reviewQueue>;

export const transferDecisionParams = z.object({ transactionId: z.string().min(1).max(100) });

export const approveTransferResponse = z.object({
  transaction: transactionItem,
  approvals: z.number().int(),
  approvalsRequired: z.number().int(),
  completed: z.boolean(),
});
export type ApproveTransferResponse = z.infer<typeof approveTransferResponse>;

export const customerSearchQuery = z.object({
  query: z.string().trim().max(100).default(""),
  page,
  pageSize,
});
export const customerList = paged(customerSummary);
export type CustomerList = z.infer<typeof customerList>;

export const customerParams = z.object({ userId: z.string().min(1).max(100) });

export const customerProfile = customerSummary.extend({
  phone: z.string(),
  address: z.string(),
  occupation: z.string(),
  emailVerified: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const customerDetail = z.object({
  customer: customerProfile,
  balance: z.number().describe("Dollars, including held money"),
  held: z.number().describe("Dollars held for pending transfers"),
  available: z.number().describe("Dollars the customer can spend"),
  transactions: z.array(transactionItem),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      ip: z.string(),
      userAgent: z.string(),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

export const updateCustomerBody = z
  .object({
    transferDisabled: z.boolean("transferDisabled must be true or false").optional(),
    status: z.enum(["active", "disabled"], 'status must be "active" or "disabled"').optional(),
    reason,
  })
  .refine((body) => body.transferDisabled !== undefined || body.status !== undefined, {
    message: "Say what to change: transferDisabled or status",
  });
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;

/** Staff never change an address: a new one is confirmed by a code sent to it, by its owner. */
export const staffCannotChangeEmail =
  "Staff cannot change an email address. The customer changes it from their profile, confirming it with a code.";

/** Refuses an `email` field by name (first, so its message is the one answered) and any field not listed. */
const noEmail = z.never(staffCannotChangeEmail).optional();
const onlyListed = (fields: string) => ({
  error: (issue: { code?: string }) =>
    issue.code === "unrecognized_keys" ? `Send only ${fields} and reason` : undefined,
});
const changesSomething = (body: Record<string, unknown>) =>
  Object.entries(body).some(([field, value]) => field !== "reason" && value !== undefined);
const sayWhatToChange = (fields: string) => ({ message: `Say what to change: ${fields}` });

const firstName = requiredName("First name").optional();
const lastName = requiredName("Last name").optional();

const customerFields = "firstName, middleName, lastName, phone, address";

/** `PATCH /api/admin/customers/{userId}`: an operator corrects a customer's name, phone or address, with a reason. */
export const editCustomerBody = z
  .strictObject(
    {
      email: noEmail,
      firstName,
      middleName: optionalName("Middle name").optional(),
      lastName,
      phone: phone.optional(),
      address: address.optional(),
      reason,
    },
    onlyListed(customerFields),
  )
  .refine(changesSomething, sayWhatToChange(customerFields));
export type EditCustomerBody = z.infer<typeof editCustomerBody>;

export const editCustomerResponse = z.object({ message: z.string(), customer: customerProfile });
export type EditCustomerResponse = z.infer<typeof editCustomerResponse>;

const staffFields = "firstName, lastName";

/** `PATCH /api/admin/staff/{userId}`: an administrator corrects a staff member's name, with a reason. */
export const editStaffBody = z
  .strictObject({ email: noEmail, firstName, lastName, reason }, onlyListed(staffFields))
  .refine(changesSomething, sayWhatToChange(staffFields));
export type EditStaffBody = z.infer<typeof editStaffBody>;

export const auditQuery = z.object({
  actor: z.string().max(100).optional().describe("A staff member's name or e-mail (or their id)"),
  subject: z
    .string()
    .max(100)
    .optional()
    .describe(
      "A person's name, e-mail or account number, a transaction id, a batch or file reference, or an id",
    ),
  before: z.coerce.number().int().positive().optional().describe("An entry id: answer the older entries"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditEntry = z.object({
  id: z.number().int(),
  actorId: z.string().nullable().describe("Null when the system acted on its own"),
  actorEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string(),
  createdAt: z.iso.datetime(),
  actorName: z.string().nullable().describe("The actor's name now; null for the system"),
  subjectName: z
    .string()
    .nullable()
    .describe("The person the entry is about (a transfer's owner), by name now; null for other subjects"),
  subjectDetail: z
    .string()
    .nullable()
    .describe(
      "What tells the subject apart: a person's e-mail and account number, a transfer's transaction id",
    ),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.object({ items: z.array(auditEntry) });

export const staffRoles = ["operator", "admin"] as const;

export const staffMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(["active", "disabled"]),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffList = z.object({ items: z.array(staffMember) });

export const createStaffBody = z.object({
  email,
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  role: z.enum(staffRoles, 'role must be "operator" or "admin"'),
});
export type CreateStaffBody = z.infer<typeof createStaffBody>;

export const updateStaffBody = z.object({
  status: z.enum(["active", "disabled"], 'status must be "active" or "disabled"'),
  reason,
});

export const ledgerRules = [
  "entry_unbalanced",
  "balance_off_postings",
  "hold_off_postings",
  "hold_off_pending_transfers",
  "status_contradicts_journal",
  "available_negative",
  "card_purchase_contradicts_journal",
  "card_overdraft_to_collect",
] as const;

export const ledgerCheckRun = z.object({
  id: z.number().int(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  accounts: z.number().int(),
  journalEntries: z.number().int(),
  postings: z.number().int(),
  transfers: z.number().int(),
  problemCount: z.number().int().describe("Every problem found; `problems` lists the first 100"),
  problems: z.array(z.object({ rule: z.enum(ledgerRules), subject: z.string(), detail: z.string() })),
});
export type LedgerCheckRun = z.infer<typeof ledgerCheckRun>;
export const ledgerCheckList = z.object({ items: z.array(ledgerCheckRun) });
