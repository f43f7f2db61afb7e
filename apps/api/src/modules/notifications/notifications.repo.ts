import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database, NotificationRow } from "../../db/types";
import { jobsInsert } from "../../jobs/job-queue";
import type { OutgoingMail } from "../mail";
import { MAIL_QUEUE, mailRetry } from "../mail";

type Db = Kysely<Database>;

/** A row to write, with the e-mail of the event and the preference that may hold it back (none: always sent). */
export interface NotificationWrite {
  userId: string;
  kind: string;
  params: Record<string, string>;
  link: string;
  createdAt: Date;
  mail?: OutgoingMail;
  preference?: "email_money_in" | "email_money_out" | "email_requests";
}

/**
 * The writes as one JSON value, the record set both statements below read however many notices there are: a value,
 * so a statement that writes them is the same text for any notices (docs/architecture.md#queries-compiled-once).
 */
export function noticeRecords(writes: NotificationWrite[]): string {
  return JSON.stringify(
    writes.map((write) => ({
      user_id: write.userId,
      kind: write.kind,
      params: write.params,
      link: write.link,
      created_at: write.createdAt,
      mail: write.mail ?? null,
      preference: write.preference ?? null,
    })),
  );
}

const noticesFrom = (records: string) =>
  sql`jsonb_to_recordset(${records}::jsonb)
    as n(user_id uuid, kind text, params jsonb, link text, created_at timestamptz, mail jsonb, preference text)`;

/** The notification rows, as the body of a data-modifying CTE (parenthesized, as Kysely writes a raw body as it is). */
export function notificationRowsInsert(records: string): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`(insert into notifications (user_id, kind, params, link, created_at)
    select user_id, kind, params, link, created_at from ${noticesFrom(records)}
    returning id)`;
}

/**
 * Their e-mails as mail jobs, as the body of a data-modifying CTE, with the mail queue's retry settings; a mail whose
 * addressee turned its preference off is not written. Each addressee's preferences are one index lookup: PostgreSQL
 * guesses a hundred rows for `jsonb_to_recordset`, and joined plainly it hashed the whole users table for the one or
 * two notices of a payment (`limit 1` keeps the lateral subquery from being flattened into that join).
 */
export function noticeMailsInsert(records: string): RawBuilder<{ id: string }> {
  const wanted = sql`(select n.mail as data
    from ${noticesFrom(records)}
    cross join lateral (
      select email_money_in, email_money_out, email_requests from users where users.id = n.user_id limit 1
    ) u
    where n.mail is not null
      and case n.preference
        when 'email_money_in' then u.email_money_in
        when 'email_money_out' then u.email_money_out
        when 'email_requests' then u.email_requests
        else true
      end) as job`;
  return jobsInsert(MAIL_QUEUE, wanted, mailRetry);
}

/**
 * Writes the notification rows and queues their e-mails in ONE statement, inside the caller's trx, so both exist only
 * if it commits: docs/architecture.md#notifications.
 */
export async function insertNotificationsAndMails(db: Db, writes: NotificationWrite[]): Promise<void> {
  const records = noticeRecords(writes);
  await db
    .with("notified", () => notificationRowsInsert(records))
    .with("mailed", () => noticeMailsInsert(records))
    .selectNoFrom((eb) =>
      eb
        .selectFrom("notified")
        .select((count) => count.fn.countAll().as("n"))
        .as("n"),
    )
    .execute();
}

/** A user's notifications newest first, `limit` of them, older than the `before` seq when given. */
export function listNotifications(
  db: Db,
  userId: string,
  limit: number,
  before?: bigint,
): Promise<NotificationRow[]> {
  let query = db.selectFrom("notifications").selectAll().where("user_id", "=", userId);
  if (before !== undefined) query = query.where("seq", "<", before);
  return query.orderBy("seq", "desc").limit(limit).execute();
}

/** A user's notifications after `afterSeq`, oldest first: what a live stream has yet to send. */
export function findNotificationsAfter(
  db: Db,
  userId: string,
  afterSeq: bigint,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .where("seq", ">", afterSeq)
    .orderBy("seq", "asc")
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Marks the user's own unread notifications read (the given ones, or all); others' ids match nothing. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  ids: string[] | "all",
  at: Date,
): Promise<void> {
  let query = db
    .updateTable("notifications")
    .set({ read_at: at })
    .where("user_id", "=", userId)
    .where("read_at", "is", null);
  if (ids !== "all") query = query.where("id", "in", ids);
  await query.execute();
}

/** Marks read the user's unread notifications that lead to `link`; answers whether there were any. */
export async function markNotificationsReadAt(
  db: Db,
  userId: string,
  link: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: at })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .where("link", "=", link)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
