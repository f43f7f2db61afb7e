import { z } from "zod";
import { limits } from "../limits";
import { texts } from "../texts";

/** Field rules written once and used by the forms, the API validation and the OpenAPI document. */
export const requiredName = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(limits.nameMax, `${label} must be at most ${limits.nameMax} characters`);

export const optionalName = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(limits.nameMax, `${label} must be at most ${limits.nameMax} characters`);

export const address = z
  .string("Address must be text")
  .trim()
  .max(limits.addressMax, `Address must be at most ${limits.addressMax} characters`);

export const email = z
  .string("Email address is required")
  .trim()
  .toLowerCase()
  .max(limits.emailMax, "Email address is too long")
  .pipe(z.email("Enter a valid email address"));

export const password = z
  .string("Password is required")
  .min(limits.passwordMin, texts.passwordTooShort)
  .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`);

export const phone = z
  .string("Phone number is required")
  .trim()
  .regex(limits.phonePattern, "Enter a phone number of 7 to 20 digits, spaces or + - ( )");

export const accountNumber = z
  .union([z.string(), z.number()], "Account number is required")
  .transform(String)
  .pipe(z.string().regex(/^9\d{11}$/, "Enter a 12-digit account number starting with 9"));

/** Any 12 digits (spaces allowed between them): a number that is no customer's is simply not found. */
export const payeeAccountNumber = z
  .union([z.string(), z.number()], "Account number is required")
  .transform((value) => String(value).replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{12}$/, "Enter a 12-digit account number"));

/** A one-time code, sent by the web app as a number or typed as text. */
export const otp = z
  .union([z.number(), z.string()], "Enter the code we sent you")
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{6}$/, "The code has 6 digits"));
