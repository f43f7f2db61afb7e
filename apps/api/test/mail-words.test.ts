import { randomUUID } from "node:crypto";
import { codeIn } from "@larkspur/test-kit/mail";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { migrateToLatest, migrateUpTo, migrationNames } from "../src/db/migrate";
import { MAIL_QUEUE, mailRetry } from "../src/modules/mail";
import { build, emptyDatabase, type TestApp } from "./support/build";
import { registration } from "./support/customers";
import { settleJobs } from "./support/jobs";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const mailbox = async (to: string) =>
  (await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json();

async function queuedData(to: string) {
  const { rows } = await sql<{ data: Record<string, unknown> }>`select data from pgboss.job
    where name = ${MAIL_QUEUE} and data->>'to' = ${to}`.execute(t.ctx.db);
  return rows.map(({ data }) => data);
}

describe("a mail on its way", () => {
  it("is queued as its words in the addressee's language and laid out as text and HTML when delivered", async () => {
    const body = registration({ language: "es" });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/register", payload: body })).statusCode,
    ).toBe(201);

    const [queued] = await queuedData(body.email);
    expect(Object.keys(queued!).sort()).toEqual([
      "greeting",
      "highlight",
      "language",
      "paragraphs",
      "subject",
      "to",
    ]);
    expect(queued).toMatchObject({
      language: "es",
      greeting: "Hola, Ada:",
      highlight: expect.stringMatching(/^\d{6}$/),
    });

    await settleJobs(t);
    const [delivered] = await mailbox(body.email);
    expect(delivered.subject).toBe("Su código de verificación de Larkspur");
    expect(codeIn(delivered.text)).toBe(queued!.highlight);
    expect(delivered.text.startsWith("Hola, Ada:\n\n")).toBe(true);
    expect(delivered.html).toContain('<html lang="es">');
    expect(delivered.html).toContain(`>${queued!.highlight}</p>`);
    expect(delivered.html).toContain("Larkspur nunca le pedirá este código ni su contraseña.");
  });

  it("escapes the words in the HTML part", async () => {
    const to = "escaped.words@example.com";
    await t.ctx.db
      .transaction()
      .execute((trx) =>
        t.ctx.mailer.enqueueAll(trx, [
          { to, language: "en-US", subject: "Words", greeting: "Hello <Ada>,", paragraphs: ['"Tea" & cake'] },
        ]),
      );
    t.ctx.mailer.deliverSoon();
    await settleJobs(t);
    const [delivered] = await mailbox(to);
    expect(delivered.html).toContain("<p>Hello &lt;Ada&gt;,</p>");
    expect(delivered.html).toContain("<p>&quot;Tea&quot; &amp; cake</p>");
    expect(delivered.text).toBe('Hello <Ada>,\n\n"Tea" & cake\n\nLarkspur');
  });

  it("queued laid out, as mail was before it was queued as words, is delivered as it was written", async () => {
    const to = "laid.out.before@example.com";
    const mail = { to, subject: "Written before", text: "Plain part", html: "<p>HTML part</p>" };
    await t.ctx.jobs.send(MAIL_QUEUE, mail, mailRetry);
    t.ctx.mailer.deliverSoon();
    await settleJobs(t);
    expect(await mailbox(to)).toEqual([{ ...mail, createdAt: expect.any(String) }]);
  });
});

describe("the dev mailbox's migration to mails kept as words", () => {
  const MIGRATION = "0340-mailbox-keeps-words";
  let database: DatabaseHandle | undefined;
  afterEach(() => database?.close());

  it("keeps each message stored before it, with its subject, text and HTML", async () => {
    database = await emptyDatabase();
    const before = migrationNames[migrationNames.indexOf(MIGRATION) - 1]!;
    await migrateUpTo(database.db, before);
    const id = randomUUID();
    await sql`insert into dev_mailbox (id, to_address, subject, text, html)
      values (${id}, 'kept@example.com', 'Kept', 'Your code: 123456', '<p>123456</p>')`.execute(database.db);

    await migrateToLatest(database.db);

    const rows = await database.db.selectFrom("dev_mailbox").select(["id", "mail"]).execute();
    expect(rows).toEqual([
      {
        id,
        mail: { to: "kept@example.com", subject: "Kept", text: "Your code: 123456", html: "<p>123456</p>" },
      },
    ]);
  });
});
