import { z } from "zod";
import { authenticationResponse } from "./passkeys";

/** Second-step methods a sign-in can be finished with. */
export const secondFactorMethods = ["totp", "passkey"] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

export const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** `GET /api/security`: what protects the caller's sign-in; never a secret, an answer or a code. */
export const securityOverview = z.object({
  totp: z.boolean().describe("Whether the authenticator app is on (confirmed)"),
  passkeys: z.array(passkeySummary),
  recoveryCodesLeft: z.number().int().describe("Unused recovery codes; 0 while the authenticator app is off"),
  questions: z.array(z.string()).describe("The chosen security questions, never their answers"),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

/** A code from the authenticator app: 6 digits, spaces allowed as apps show them ("123 456"). */
export const totpCode = z
  .string("Enter the 6-digit code from your authenticator app")
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

/** The second step of a sign-in: a code from the app, or one of the recovery codes. */
export const secondStepCode = z
  .string("Enter a code from your authenticator app or a recovery code")
  .trim()
  .min(1, "Enter a code from your authenticator app or a recovery code")
  .max(64, "Enter a code from your authenticator app or a recovery code");

export const totpSetupResponse = z.object({
  secret: z.string().describe("The base32 secret, to type into the app when the QR code cannot be scanned"),
  otpauthUrl: z
    .string()
    .describe("The otpauth:// URI the QR code carries (issuer Larkspur, the e-mail as label)"),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

export const totpConfirmBody = z.object({ code: totpCode });

export const recoveryCodesResponse = z.object({
  recoveryCodes: z.array(z.string()).describe("10 single-use codes, shown this once"),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** Turning the app off: a current code (or a recovery code) or the password. */
export const totpDisableBody = z.union(
  [
    z.object({ code: secondStepCode }),
    z.object({ password: z.string("Password is required").min(1, "Password is required").max(1024) }),
  ],
  "Enter a code from your authenticator app or your password",
);
export type TotpDisableBody = z.infer<typeof totpDisableBody>;

/** `POST /api/security/reauthenticate`: the password, or a code from the app or a recovery code, proven again. */
export const reauthenticateBody = z.union(
  [
    z.object({ password: z.string("Password is required").min(1, "Password is required").max(1024) }),
    z.object({ code: secondStepCode }),
  ],
  "Enter a code from your authenticator app or your password",
);
export type ReauthenticateBody = z.infer<typeof reauthenticateBody>;

const enterSecondStepCode = "Enter a code from your authenticator app or a recovery code";

/** The second step: a code (from the app, or a recovery code), or a passkey's answer to the second-step options. */
export const mfaLoginBody = z
  .object({
    mfaToken: z
      .string("The sign-in has expired. Sign in again.")
      .min(1, "The sign-in has expired. Sign in again.")
      .max(200, "The sign-in has expired. Sign in again."),
    code: secondStepCode.optional(),
    response: authenticationResponse
      .optional()
      .describe("A passkey's answer to POST /api/auth/login/mfa/passkey/options, instead of a code"),
  })
  .superRefine((body, ctx) => {
    if (body.code === undefined && body.response === undefined) {
      ctx.addIssue({ code: "custom", path: ["code"], message: enterSecondStepCode });
    }
  });
export type MfaLoginBody = z.infer<typeof mfaLoginBody>;

/** The password was right and a second step is needed: no session yet. */
export const mfaRequiredResponse = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string().describe("Finishes this sign-in at POST /api/auth/login/mfa: 5 minutes, 5 tries"),
  methods: z.array(z.enum(secondFactorMethods)),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponse>;

/** `POST /api/auth/login/mfa/passkey/options`: the pending sign-in a passkey is to finish. */
export const mfaPasskeyOptionsBody = z.object({
  mfaToken: z
    .string("The sign-in has expired. Sign in again.")
    .min(1, "The sign-in has expired. Sign in again.")
    .max(200, "The sign-in has expired. Sign in again."),
});
