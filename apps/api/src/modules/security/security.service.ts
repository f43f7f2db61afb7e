import type { SecurityOverview } from "@larkspur/shared/schemas/security";
import type { AppContext } from "../../context";
import { listPasskeys } from "./passkeys.service";
import { chosenQuestions } from "./questions.service";
import { countRecoveryCodesLeft, findAuthenticator } from "./totp.repo";

/** What protects the user's sign-in, for the /security page: each card's part comes from its own service. */
export async function securityOverview(ctx: AppContext, userId: string): Promise<SecurityOverview> {
  const [authenticator, recoveryCodesLeft, passkeys, questions] = await Promise.all([
    findAuthenticator(ctx.db, userId),
    countRecoveryCodesLeft(ctx.db, userId),
    listPasskeys(ctx, userId),
    chosenQuestions(ctx, userId),
  ]);
  return { totp: Boolean(authenticator?.confirmed_at), passkeys, recoveryCodesLeft, questions };
}
