import { z } from "zod";
import { requiredName } from "./fields";

/** What the customer calls a passkey, e.g. "Work laptop". */
export const passkeyName = requiredName("Passkey name");

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, "Invalid input: expected base64url");

/** The browser's answer to `navigator.credentials.create()`, as `@simplewebauthn/browser` sends it. */
export const registrationResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** The browser's answer to `navigator.credentials.get()`, as `@simplewebauthn/browser` sends it. */
export const authenticationResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** `POST /api/security/passkeys`: the new passkey's name and the browser's answer to the options. */
export const addPasskeyBody = z.object({ name: passkeyName, response: registrationResponse });
export type AddPasskeyBody = z.infer<typeof addPasskeyBody>;

/** `PATCH /api/security/passkeys/{id}`: a new name. */
export const renamePasskeyBody = z.object({ name: passkeyName });
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBody>;

export const passkeyParams = z.object({ id: z.string().max(100) });

/** `POST /api/auth/passkey`: the browser's signed answer to the sign-in options. */
export const passkeySignInBody = z.object({ response: authenticationResponse });
export type PasskeySignInBody = z.infer<typeof passkeySignInBody>;

/** WebAuthn options for the browser (`PublicKeyCredentialCreationOptionsJSON` or `...RequestOptionsJSON`). */
export const passkeyOptions = z.looseObject({ challenge: z.string() });
