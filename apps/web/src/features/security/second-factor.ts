import type { SecurityOverview } from "@larkspur/shared/schemas/security";

/** Whether the user can finish a sign-in with a second step: staff must before the back office opens. */
export function hasSecondFactor(overview: SecurityOverview): boolean {
  return overview.totp || overview.passkeys.length > 0;
}
