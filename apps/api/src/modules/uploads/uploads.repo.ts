import type { Kysely } from "kysely";
import type { Database, Upload, UploadStatus } from "../../db/types";

type Db = Kysely<Database>;

export async function insertUpload(db: Db, upload: { id: string; userId: string; size: number }) {
  await db
    .insertInto("uploads")
    .values({ id: upload.id, user_id: upload.userId, size: upload.size })
    .execute();
}

export function findUpload(db: Db, id: string): Promise<Upload | undefined> {
  return db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Moves an upload from one status to the next; answers undefined when it was not in `from` any more. */
export function moveUpload(db: Db, id: string, from: UploadStatus, to: UploadStatus) {
  return db
    .updateTable("uploads")
    .set({ status: to })
    .where("id", "=", id)
    .where("status", "=", from)
    .returningAll()
    .executeTakeFirst();
}

export async function completeUpload(db: Db, id: string, fileName: string, now: Date): Promise<void> {
  await db
    .updateTable("uploads")
    .set({ status: "completed", file_name: fileName, completed_at: now })
    .where("id", "=", id)
    .where("status", "=", "processing")
    .execute();
}

/** A picture that may be shown: re-encoded, and not yet replaced or discarded. */
export function findServablePicture(db: Db, fileName: string) {
  return db
    .selectFrom("uploads")
    .select("file_name")
    .where("file_name", "=", fileName)
    .where("status", "in", ["completed", "attached"])
    .executeTakeFirst();
}

/** The upload a picture URL names, by its upload id or its picture's file name, locked for the change. */
export function findUploadForUpdate(db: Db, ref: { id: string } | { fileName: string }) {
  const query = db.selectFrom("uploads").selectAll().forUpdate();
  return (
    "id" in ref ? query.where("id", "=", ref.id) : query.where("file_name", "=", ref.fileName)
  ).executeTakeFirst();
}

/** The user's current picture becomes replaced (unless it is `keepId`); answers the file names to delete. */
export async function replaceAttachedPictures(db: Db, userId: string, keepId: string): Promise<string[]> {
  const rows = await db
    .updateTable("uploads")
    .set({ status: "replaced" })
    .where("user_id", "=", userId)
    .where("status", "=", "attached")
    .where("id", "<>", keepId)
    .returning("file_name")
    .execute();
  return rows.flatMap((row) => (row.file_name ? [row.file_name] : []));
}

/** Uploads still in `status` that began (or finished, for pictures) before `before`, oldest first. */
export function listStaleUploads(db: Db, status: "uploading" | "completed", before: Date, limit: number) {
  const since = status === "uploading" ? "created_at" : "completed_at";
  return db
    .selectFrom("uploads")
    .select(["id", "file_name"])
    .where("status", "=", status)
    .where(since, "<", before)
    .orderBy(since)
    .limit(limit)
    .execute();
}
