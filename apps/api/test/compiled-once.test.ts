import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { compiledOnce, rowsOf } from "../src/db/compiled-once";
import { freshDatabase } from "./support/build";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe("a query compiled once", () => {
  it("is built on its first call only, and every call reads with its own arguments", async () => {
    let builds = 0;
    const numbersFrom = compiledOnce((db: DatabaseHandle["db"], first: number, labels: string[]) => {
      builds += 1;
      return db
        .selectFrom(
          sql<{ label: string; n: number }>`unnest(${labels}::text[]) with ordinality`.as<"t">(
            sql`t(label, n)`,
          ),
        )
        .select(["t.label", sql<number>`(t.n + ${first})::int`.as("n")])
        .orderBy("t.n")
        .limit(2);
    });
    const { db } = database;
    expect(await rowsOf(db, numbersFrom(db, 10, ["a", "b", "c"]))).toEqual([
      { label: "a", n: 11 },
      { label: "b", n: 12 },
    ]);
    expect(await rowsOf(db, numbersFrom(db, 100, ["x"]))).toEqual([{ label: "x", n: 101 }]);
    expect(builds).toBe(1);
    // The same text each time, so the statement is planned once per connection and its name worked out once.
    expect(numbersFrom(db, 1, []).sql).toBe(numbersFrom(db, 2, ["y"]).sql);
  });

  it("refuses, on its first call, an argument the query does not take unchanged as a value", () => {
    const changed = compiledOnce((db: DatabaseHandle["db"], id: string, limit: number) =>
      db.selectFrom("users").select("id").where("id", "=", id.toLowerCase()).limit(limit),
    );
    const { db } = database;
    // A method of the argument is called while the query is built, when only its slot is there.
    expect(() => changed(db, "ABC", 1)).toThrow(TypeError);

    const stringified = compiledOnce((db: DatabaseHandle["db"], id: string, limit: number) =>
      db.selectFrom("users").select("id").where("id", "=", `${id}`).limit(limit),
    );
    expect(() => stringified(db, "abc", 1)).toThrow(/Arguments 0 do not reach the query as values/);
  });
});
