import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAuditEntry } from "../src/modules/audit/audit.repo";
import { build, type TestApp } from "./support/build";
import { quickCustomer } from "./support/money";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.ctx.db)).rows[0]!.n;

describe("append-only tables", () => {
  it("the audit log refuses TRUNCATE, as it refuses UPDATE and DELETE", async () => {
    const actor = await quickCustomer(t);
    await insertAuditEntry(t.ctx.db, {
      actorId: actor.id,
      action: "customer.hold",
      subjectType: "user",
      subjectId: actor.id,
      reason: "Kept for the test",
      ip: "127.0.0.1",
    });
    const before = await count("audit_log");
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`truncate audit_log`,
      sql`truncate table audit_log restart identity`,
      sql`truncate users cascade`,
      sql`update audit_log set reason = 'edited'`,
      sql`delete from audit_log`,
    ]) {
      await expect(statement.execute(t.ctx.db)).rejects.toThrow(/audit_log is append-only/);
    }
    expect(await count("audit_log")).toBe(before);
  });

  it("so do the journal and its postings", async () => {
    for (const table of ["journal_entries", "postings"]) {
      await expect(sql`truncate ${sql.table(table)} cascade`.execute(t.ctx.db)).rejects.toThrow(
        /append-only/,
      );
    }
  });
});
