import { uploads } from "@larkspur/shared/limits";
import type { Trx } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { findUploadForUpdate, moveUpload, replaceAttachedPictures } from "./uploads.repo";
import { pictureUrl } from "./uploads.service";

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const PICTURE_NAME = /^[0-9a-f]{32}\.webp$/;

/** Which upload a picture URL names: by its upload id, or by its picture's file name. */
export type UploadReference = { id: string } | { fileName: string };

const notAnUpload = () => new AppError("validation_error", "error.pictureNotAnUpload");

/**
 * The upload a picture URL names: its tus upload URL or its picture's URL, as a path or on one of `origins` (ours,
 * and the one the request came to). Nothing the client sent is stored; the server writes its own picture URL.
 */
export function uploadNamedBy(url: string, origins: string[]): UploadReference {
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
 * Within the caller's trx, makes a finished upload of this user their attached picture and marks the previous one
 * replaced. Answers the new picture's URL and the replaced files, to delete once the trx commits.
 */
export async function attachPicture(
  trx: Trx,
  userId: string,
  ref: UploadReference,
): Promise<{ url: string; replaced: string[] }> {
  const upload = await findUploadForUpdate(trx, ref);
  const finished = upload?.status === "completed" || upload?.status === "attached";
  if (!upload || upload.user_id !== userId || !finished || !upload.file_name) throw notAnUpload();
  const replaced = await replaceAttachedPictures(trx, userId, upload.id);
  await moveUpload(trx, upload.id, "completed", "attached");
  return { url: pictureUrl(upload.file_name), replaced };
}
