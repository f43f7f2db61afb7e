import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../src/lib/secrets";
import { build, type TestApp } from "./support/build";
import { login, signedInCustomer } from "./support/customers";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/** Every table of the database whose rows, as text, contain `needle`. */
async function tablesContaining(needle: string): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(
    t.ctx.db,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ hits: number }>`
      select count(*)::int as hits from ${sql.raw(name)} as row where strpos(row::text, ${needle}) > 0`.execute(
      t.ctx.db,
    );
    if (rows[0]!.hits > 0) found.push(name);
  }
  return found;
}

describe("session tokens", () => {
  it("are 256 random bits, and the database holds only their hash", async () => {
    const customer = await signedInCustomer(t);
    const second = await login(t, customer.email, customer.password);
    for (const token of [customer.token, second.token]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(await tablesContaining(token)).toEqual([]);
      expect(await tablesContaining(hashToken(token))).toEqual(["public.sessions"]);
    }
    expect(second.token).not.toBe(customer.token);
  });
});
