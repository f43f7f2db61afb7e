import { uploads } from "@larkspur/shared/limits";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { retryingTransaction } from "../../lib/retrying-transaction";
import { updateUser } from "../users/users.repo";
import { currentUserView } from "../users/users.service";
import { findUploadForUpdate, lockOwner, moveUpload, replaceAttachedPictures } from "./uploads.repo";
import { pictureUrl, removeStoredFile } from "./uploads.service";

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const PICTURE_NAME = /^[0-9a-f]{32}\.webp$/;

const notAnUpload = () =>
  new AppError("validation_error", "The picture must be the URL of one of your finished uploads.");

/**
 * The upload a picture URL names: its tus upload URL or its picture's URL, as a path or on one of `origins` (ours,
 * and the one the request came to). Nothing the client sent is stored; the server writes its own picture URL.
 */
function uploadNamedBy(url: string, origins: string[]): { id: string } | { fileName: string } {
  let parsed: URL;
  try {
    parsed = new URL(url, origins[0]);
  } catch {
    throw notAnUpload();
  }
  const prefix = `${uploads.path}/`;
  if (
    !origins.includes(parsed.origin) ||
    parsed.search ||
    parsed.hash ||
    !parsed.pathname.startsWith(prefix)
  ) {
    throw notAnUpload();
  }
  const name = parsed.pathname.slice(prefix.length);
  if (UPLOAD_ID.test(name)) return { id: name };
  if (PICTURE_NAME.test(name)) return { fileName: name };
  throw notAnUpload();
}

/**
 * Makes a finished upload of this same user their picture. The previous picture is marked replaced in the same
 * transaction and its file deleted once that commits. Locking the user row first keeps two changes in a row apart.
 */
export async function changePicture(
  ctx: AppContext,
  userId: string,
  url: string,
  requestOrigin: string,
): Promise<CurrentUser> {
  const ref = uploadNamedBy(url, [new URL(ctx.config.PUBLIC_URL).origin, requestOrigin]);
  if (!isUuid(userId)) throw new AppError("not_found", "No such user.");
  const { user, replaced } = await retryingTransaction(ctx.db, async (trx) => {
    await lockOwner(trx, userId);
    const upload = await findUploadForUpdate(trx, ref);
    const finished = upload?.status === "completed" || upload?.status === "attached";
    if (!upload || upload.user_id !== userId || !finished || !upload.file_name) throw notAnUpload();
    const replaced = await replaceAttachedPictures(trx, userId, upload.id);
    await moveUpload(trx, upload.id, "completed", "attached");
    const user = await updateUser(trx, userId, { picture: pictureUrl(upload.file_name) });
    return { user, replaced };
  });
  for (const fileName of replaced) await removeStoredFile(ctx, ctx.files.pictures, fileName);
  return currentUserView(ctx, user);
}
