import type { CurrentUser } from "@larkspur/shared/schemas/user";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { attachPicture, removeStoredFile, uploadNamedBy } from "../uploads";
import { lockUser, updateUser } from "./users.repo";
import { currentUserView } from "./users.service";

/**
 * Makes a finished upload of this same user their picture. The previous picture is marked replaced in the same
 * trx and its file deleted once that commits. Locking the user row first keeps two changes in a row apart.
 */
export async function changePicture(
  ctx: AppContext,
  userId: string,
  url: string,
  requestOrigin: string,
): Promise<CurrentUser> {
  const ref = uploadNamedBy(url, [new URL(ctx.config.PUBLIC_URL).origin, requestOrigin]);
  if (!isUuid(userId)) throw new AppError("not_found", "error.noSuchUser");
  const { user, replaced } = await retryingTrx(ctx.db, async (trx) => {
    await lockUser(trx, userId);
    const picture = await attachPicture(trx, userId, ref);
    const user = await updateUser(trx, userId, { picture: picture.url }, ctx.clock.now());
    return { user, replaced: picture.replaced };
  });
  for (const fileName of replaced) await removeStoredFile(ctx, "pictures", fileName);
  return currentUserView(ctx, user);
}
