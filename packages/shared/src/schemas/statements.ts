import { z } from "zod";
import { type Currency, isCurrency } from "../currencies";

export const statementList = z.object({
  statements: z
    .array(
      z.object({
        month: z.string().describe("YYYY-MM, in the customer's time zone"),
        currency: z.string(),
        url: z.string().describe("Where the month's PDF statement is downloaded"),
      }),
    )
    .describe("The months each balance moved in, newest first"),
});
export type StatementList = z.infer<typeof statementList>;

export const statementParams = z.object({
  userId: z.string().min(1).max(100),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be written YYYY-MM, such as 2026-11")
    .describe("YYYY-MM"),
});

export const statementQuery = z.object({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrency, "currency must be a currency code we hold, such as USD")
    .transform((code) => code as Currency)
    .optional()
    .describe("The balance; USD when not given"),
});
