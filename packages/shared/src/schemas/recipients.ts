import { z } from "zod";
import { email, payeeAccountNumber } from "./fields";
import { internationalBankDetails, localBankDetails, storedBankDetails } from "./transaction";

export const recipientTypes = ["Larkspur", "Local", "International"] as const;
export type RecipientType = (typeof recipientTypes)[number];

const recipientTexts = {
  chooseType: "Choose Larkspur, Local or International",
  larkspurTarget: "Give the recipient's account number or email address",
} as const;

/** Refuses any field not listed, naming it, so a client cannot set the name, the id or the owner. */
const onlyListed = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `Unknown field ${(issue.keys ?? []).map((key) => `"${key}"`).join(", ")}: send only "type" with "accountNumber" or "email", or with "bankDetails"`
      : undefined,
};

/** A Larkspur customer, by account number or by e-mail (one of the two); the server finds their name. */
const larkspurRecipient = z
  .strictObject(
    { type: z.literal("Larkspur"), accountNumber: payeeAccountNumber.optional(), email: email.optional() },
    onlyListed,
  )
  .refine((body) => (body.accountNumber === undefined) !== (body.email === undefined), {
    message: recipientTexts.larkspurTarget,
  });

/** `POST /api/recipients/{userId}`: a recipient to save, with the send-money wizard's fields. */
export const addRecipientBody = z.discriminatedUnion(
  "type",
  [
    larkspurRecipient,
    z.strictObject({ type: z.literal("Local"), bankDetails: localBankDetails }, onlyListed),
    z.strictObject({ type: z.literal("International"), bankDetails: internationalBankDetails }, onlyListed),
  ],
  recipientTexts.chooseType,
);
export type AddRecipientBody = z.infer<typeof addRecipientBody>;
export type RecipientBankDetails =
  | z.infer<typeof internationalBankDetails>
  | z.infer<typeof localBankDetails>;

export const recipient = z.object({
  recipientId: z.string(),
  type: z.enum(recipientTypes),
  name: z
    .string()
    .describe('A Larkspur customer\'s first name and last initial ("Grace H."), else the account name'),
  accountNumber: z.string().describe("In full: only the owner reads it"),
  maskedAccountNumber: z.string().describe('The last four characters, e.g. "•••• 6789"'),
  bankDetails: storedBankDetails.nullable().describe("The wizard's fields; null for a Larkspur customer"),
  createdAt: z.iso.datetime(),
});
export type Recipient = z.infer<typeof recipient>;

export const recipientList = z.object({ recipients: z.array(recipient).describe("Newest first") });
export type RecipientList = z.infer<typeof recipientList>;

export const recipientParams = z.object({
  userId: z.string().min(1).max(100),
  recipientId: z.string().min(1).max(100),
});

export const recipientRemoved = z.object({ message: z.string() });

/** How a number is shown where it need not be read in full: its last four characters. */
export function maskAccountNumber(value: string): string {
  const compact = value.replace(/[\s-]/g, "");
  return `•••• ${compact.slice(-4)}`;
}

/** Each step is a quarter: a mobile number, an e-mail address, a card and a bank account. */
export const profileCompleteness = z.object({
  percent: z.number().int().min(0).max(100),
  mobile: z.boolean(),
  email: z.boolean(),
  card: z.boolean().describe("Cards cannot be added yet, so this is false"),
  bankAccount: z.boolean().describe("A saved Local or International recipient"),
});
export type ProfileCompleteness = z.infer<typeof profileCompleteness>;
