import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";

// int8 columns hold cents: read them as bigint, as the API does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type HarnessDb = ReturnType<typeof harnessDb>;

/**
 * The harness's own window on the database, to read mail codes and check the books. Its reads are retried through a
 * database restart like any other client's.
 */
export function harnessDb(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 6, connectionTimeoutMillis: 5_000 });
  // An idle connection cut by the restart is simply replaced on the next query.
  pool.on("error", () => {});
  // biome-ignore lint/suspicious/noExplicitAny: rows are read column by column
  async function query<Row = any>(text: string, values: unknown[] = []): Promise<Row[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await pool.query(text, values)).rows as Row[];
      } catch (error) {
        if (attempt >= 60) throw error;
        await delay(500);
      }
    }
  }
  return { query, close: () => pool.end() };
}

/** The 6-digit code in the newest mail to `to` whose subject starts with `subject` and that mentions `mention`. */
export async function waitForCode(
  db: HarnessDb,
  to: string,
  subject: string,
  mention = "",
  timeoutMs = 120_000,
): Promise<string | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [mail] = await db.query<{ text: string }>(
      `select text from dev_mailbox where to_address = $1 and starts_with(subject, $2) and strpos(text, $3) > 0
       order by created_at desc limit 1`,
      [to, subject, mention],
    );
    const code = mail && /^(\d{6})$/m.exec(mail.text)?.[1];
    if (code) return code;
    await delay(100);
  }
  return undefined;
}
