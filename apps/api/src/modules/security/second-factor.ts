import type { SecondFactorMethod } from "@larkspur/shared/schemas/security";
import type { AppContext } from "../../context";
import { hasPasskey } from "./passkeys.repo";
import { findAuthenticator } from "./totp.repo";

/**
 * The ways this user can finish a sign-in after the password: empty when they have no second factor. Each method
 * the user has turned on adds itself here.
 */
export async function secondFactorMethodsOf(ctx: AppContext, userId: string): Promise<SecondFactorMethod[]> {
  const [authenticator, passkey] = await Promise.all([
    findAuthenticator(ctx.db, userId),
    hasPasskey(ctx.db, userId),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (authenticator?.confirmed_at) methods.push("totp");
  if (passkey) methods.push("passkey");
  return methods;
}

/** Whether the user has a second factor: staff may not use the back office without one. */
export async function hasSecondFactor(ctx: AppContext, userId: string): Promise<boolean> {
  return (await secondFactorMethodsOf(ctx, userId)).length > 0;
}
