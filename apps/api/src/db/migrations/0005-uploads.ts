import { type Kysely, sql } from "kysely";

/**
 * Every picture upload and what became of it. The row is written when the tus upload is created, so ownership is
 * known before a byte arrives; `file_name` is the re-encoded picture the server named, the only file ever served.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("uploads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("uploading")
        .check(
          sql`status in ('uploading', 'processing', 'completed', 'attached', 'replaced', 'rejected', 'expired', 'discarded', 'cancelled')`,
        ),
    )
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.unique())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("completed_at", "timestamptz")
    .addCheckConstraint(
      "uploads_finished_have_a_file",
      sql`status not in ('completed', 'attached') or file_name is not null`,
    )
    .execute();
  await db.schema.createIndex("uploads_user").on("uploads").columns(["user_id", "status"]).execute();
  await db.schema
    .createIndex("uploads_status_created")
    .on("uploads")
    .columns(["status", "created_at"])
    .execute();
}
