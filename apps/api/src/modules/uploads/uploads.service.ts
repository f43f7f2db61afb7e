import { randomBytes } from "node:crypto";
import { limits, uploads } from "@larkspur/shared/limits";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { reencodePicture } from "./picture-image";
import { readFile, storeFile, type UploadStores } from "./upload-stores";
import { completeUpload, findServablePicture, findUpload, insertUpload, moveUpload } from "./uploads.repo";

const PICTURE_NAME = /^[0-9a-f]{32}\.webp$/;

const noSuchUpload = () => new AppError("not_found", "error.noSuchUpload");

/** Where a re-encoded picture is served. */
export function pictureUrl(fileName: string): string {
  return `${uploads.path}/${fileName}`;
}

/** Records a new upload for its owner before any byte is stored; its size must be known and at most 5 MB. */
export async function startUpload(ctx: AppContext, userId: string, id: string, size: number | undefined) {
  if (size === undefined) throw new AppError("validation_error", "error.uploadLengthRequired");
  if (size > limits.pictureMaxBytes) throw pictureTooLarge();
  await insertUpload(ctx.db, { id, userId, size });
}

export function pictureTooLarge(): AppError {
  return new AppError("payload_too_large", {
    id: "error.pictureTooLarge",
    values: { megabytes: limits.pictureMaxBytes / 1024 / 1024 },
  });
}

/** Only the owner may see or continue an upload, and only while it is still arriving; others learn nothing. */
export async function assertOwnUnfinishedUpload(ctx: AppContext, userId: string, id: string) {
  const upload = await findUpload(ctx.db, id);
  if (!upload || upload.user_id !== userId || upload.status !== "uploading") throw noSuchUpload();
}

/** Removes a stored file, logging rather than failing: a leftover file is harmless, a failed answer is not. */
export async function removeStoredFile(
  ctx: AppContext,
  store: keyof UploadStores,
  id: string,
): Promise<void> {
  try {
    await (await ctx.files())[store].remove(id);
  } catch (error) {
    ctx.log.warn({ err: error, id }, "Could not remove a stored upload file");
  }
}

/**
 * The last byte arrived: check and re-encode the picture, store it under a name the server chose, and remove the raw
 * upload whatever the outcome. Claiming the upload first means a repeated final request cannot process it twice.
 */
export async function finishUpload(ctx: AppContext, id: string): Promise<string> {
  if (!(await moveUpload(ctx.db, id, "uploading", "processing"))) throw noSuchUpload();
  try {
    const { incoming, pictures } = await ctx.files();
    const picture = await reencodePicture(await readFile(incoming, id));
    const fileName = `${randomBytes(16).toString("hex")}.webp`;
    await storeFile(pictures, fileName, picture);
    await completeUpload(ctx.db, id, fileName, ctx.clock.now());
    return fileName;
  } catch (error) {
    await moveUpload(ctx.db, id, "processing", "rejected");
    throw error;
  } finally {
    await removeStoredFile(ctx, "incoming", id);
  }
}

/** The owner ended an unfinished upload (tus termination). */
export async function cancelUpload(ctx: AppContext, id: string): Promise<void> {
  await moveUpload(ctx.db, id, "uploading", "cancelled");
}

/** A re-encoded picture's bytes, if it is still one that may be shown. */
export async function readPicture(ctx: AppContext, fileName: string): Promise<Buffer> {
  const notFound = new AppError("not_found", "error.noSuchPicture");
  if (!PICTURE_NAME.test(fileName) || !(await findServablePicture(ctx.db, fileName))) throw notFound;
  try {
    return await readFile((await ctx.files()).pictures, fileName);
  } catch {
    throw notFound;
  }
}
