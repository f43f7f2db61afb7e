import { limits } from "@larkspur/shared/limits";
import { accountNumber, email } from "@larkspur/shared/schemas/fields";
import { type CreateRequestBody, createRequestBody } from "@larkspur/shared/schemas/requests";
import { z } from "zod";
import { amountText } from "../../lib/amount-text";

/** Whom to ask: a customer by account number or e-mail address, or anyone who opens a link. */
export const requestWays = ["accountNumber", "email", "link"] as const;
export type RequestWay = (typeof requestWays)[number];

/** How long a request stays open, in days; the form starts on the API's default (30). */
export const expiryChoices = [1, 7, 14, limits.requestDefaultDays, 60, limits.requestMaxDays] as const;

/** What the fields hold while the customer types. */
export interface RequestFormInput {
  way: RequestWay;
  accountNumber: string;
  email: string;
  amount: string;
  description: string;
  expiry: string;
}

export const emptyRequest: RequestFormInput = {
  way: "accountNumber",
  accountNumber: "",
  email: "",
  amount: "",
  description: "",
  expiry: String(limits.requestDefaultDays),
};

const common = {
  amount: amountText,
  description: createRequestBody.shape.description,
  expiry: z.coerce.number().int().min(1).max(limits.requestMaxDays),
};

/** The API's own rules (packages/shared), with only the chosen way's field checked, made into the API's body. */
export const requestFormSchema = z
  .discriminatedUnion("way", [
    z.object({ way: z.literal("accountNumber"), accountNumber, ...common }),
    z.object({ way: z.literal("email"), email, ...common }),
    z.object({ way: z.literal("link"), ...common }),
  ])
  .transform(
    (form): CreateRequestBody => ({
      amount: form.amount,
      description: form.description,
      expiry: form.expiry,
      ...(form.way === "accountNumber" && { from: { accountNumber: form.accountNumber } }),
      ...(form.way === "email" && { from: { email: form.email } }),
    }),
  );
