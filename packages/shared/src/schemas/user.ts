import { z } from "zod";
import { limits } from "../limits";
import { balanceView } from "./balances";
import { address, email, optionalName, otp, phone, requiredName } from "./fields";
import { userSettings } from "./settings";

export const roles = ["customer", "operator", "admin"] as const;
export type Role = (typeof roles)[number];

/** Active; on hold (signed in, but no money can leave); or disabled (no sign-in at all). */
export const accountStatuses = ["active", "on_hold", "disabled"] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** The current user as the web client reads it, plus the role for the back office. */
export const currentUser = z.object({
  _id: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  occupation: z.string(),
  picture: z.string().nullable(),
  accountNumber: z.string(),
  balance: z.number().describe("Available balance in dollars"),
  balances: z
    .array(balanceView)
    .describe(
      "Every open balance, USD (the main one) first, then in the order they were opened; none for staff",
    ),
  transferDisabled: z.boolean(),
  role: z.enum(roles),
  ...userSettings.shape,
  accountStatus: z.enum(accountStatuses),
  holdReason: z
    .string()
    .nullable()
    .describe("Why the account is on hold, in the user's language; null unless on hold"),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const loginResponse = z.object({ token: z.string(), others: currentUser });
export type LoginResponse = z.infer<typeof loginResponse>;

export const userIdParams = z.object({ userId: z.string().min(1).max(100) });

/**
 * The only fields a customer may change on their profile; any other field in the body is ignored. `picture` is the
 * URL of one of the user's finished uploads.
 */
export const updateUserBody = z.object({
  firstName: requiredName("First name").optional(),
  middleName: optionalName("Middle name").optional(),
  lastName: requiredName("Last name").optional(),
  email: email.optional(),
  phone: phone.optional(),
  occupation: z
    .string("Occupation must be text")
    .trim()
    .max(limits.occupationMax, `Occupation must be at most ${limits.occupationMax} characters`)
    .optional(),
  address: address.optional(),
  picture: z
    .string("Picture must be the URL of an upload")
    .trim()
    .min(1, "Picture must be the URL of an upload")
    .max(limits.pictureUrlMax, "Picture must be the URL of an upload")
    .optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** `PUT /api/user/{userId}`: the client sends either profile fields or `{ picture }`. */
export const updateUserRequest = updateUserBody.refine(
  (body) => body.picture === undefined || Object.keys(body).length === 1,
  { message: "Send either the profile fields or the picture, not both" },
);

/** `POST /api/user/{userId}/email/verify`: the code e-mailed to the new address. */
export const verifyEmailChangeBody = z.object({ otp });
