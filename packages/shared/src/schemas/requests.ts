import { z } from "zod";
import { limits } from "../limits";
import { accountNumber, email } from "./fields";
import { customerDescription, dollarAmount } from "./transaction";

export const requestStatuses = ["Open", "Paid", "Declined", "Cancelled", "Expired"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** The customer asked to pay: by their account number or their e-mail address, never both. */
export const requestFrom = z
  .strictObject({ accountNumber: accountNumber.optional(), email: email.optional() })
  .refine(
    (from) => (from.accountNumber === undefined) !== (from.email === undefined),
    "Ask by account number or by email address, not both",
  );
export type RequestFrom = z.infer<typeof requestFrom>;

/** How long a request stays open: a number of days, or the moment it ends (within the most days allowed). */
const expiry = z
  .union(
    [z.number().int().min(1).max(limits.requestMaxDays), z.iso.datetime({ offset: true })],
    `Expiry must be 1 to ${limits.requestMaxDays} days, or a date and time within them`,
  )
  .describe(
    `Days (1 to ${limits.requestMaxDays}) or an ISO date-time; ${limits.requestDefaultDays} days if absent`,
  );

export const createRequestBody = z.object({
  from: requestFrom
    .optional()
    .describe("The customer asked to pay; without it, the request is a link any customer can pay"),
  amount: dollarAmount("Amount", limits.transferMaxDollars),
  description: customerDescription,
  expiry: expiry.optional(),
});
export type CreateRequestBody = z.infer<typeof createRequestBody>;

/** A customer as a request shows them: first name and last initial, and the account number money goes to. */
export const requestParty = z.object({ name: z.string(), accountNumber: z.string() });

export const moneyRequest = z.object({
  requestId: z.string(),
  status: z.enum(requestStatuses),
  amount: z.number().describe("Dollars"),
  description: z.string(),
  link: z.string().describe("The page where the request is paid: <PUBLIC_URL>/pay/<requestId>"),
  requester: requestParty,
  payer: requestParty
    .extend({
      accountNumber: z
        .string()
        .nullable()
        .describe(
          "Shown to the requester only once money moved between the two or the payer asked the requester for money",
        ),
    })
    .nullable()
    .describe("The customer asked, or who paid a link; null for a link nobody has paid"),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** When it became Paid, Declined or Cancelled. */
  closedAt: z.iso.datetime().nullable(),
  /** The payer's transaction that paid it. */
  transactionId: z.string().nullable(),
  /** What the caller may do with it now. */
  youCan: z.object({ pay: z.boolean(), decline: z.boolean(), cancel: z.boolean() }),
});
export type MoneyRequest = z.infer<typeof moneyRequest>;

export const requestLists = z.object({
  incoming: z.array(moneyRequest).describe("Requests to the caller, newest first"),
  outgoing: z.array(moneyRequest).describe("The caller's own requests, links included, newest first"),
});
export type RequestLists = z.infer<typeof requestLists>;

export const requestParams = z.object({
  userId: z.string().min(1).max(100),
  requestId: z.string().min(1).max(100),
});
