import { z } from "zod";
import { email, payeeAccountNumber } from "./fields";

/** Who a payment would reach: asked by account number or by e-mail address, exactly one of them. */
export const payeeLookupQuery = z
  .object({
    accountNumber: payeeAccountNumber.optional(),
    email: email.optional(),
  })
  .refine(
    (query) => (query.accountNumber === undefined) !== (query.email === undefined),
    "Give the recipient's account number or email address",
  );
export type PayeeLookupQuery = z.infer<typeof payeeLookupQuery>;

/** Confirmation of payee: the account number and the name as "Grace H.", nothing more. */
export const payee = z.object({
  accountNumber: z.string(),
  name: z.string().describe('First name and last initial, e.g. "Grace H."'),
});
export type Payee = z.infer<typeof payee>;
