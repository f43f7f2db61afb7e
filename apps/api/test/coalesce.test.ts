import { describe, expect, it } from "vitest";
import { coalesce, coalescePerOwner } from "../src/lib/coalesce";

/** A lookup that records each batch it is asked for and answers every key but "missing" with its upper case. */
function recordingLookup() {
  const batches: string[][] = [];
  const lookupAll = async (keys: string[]) => {
    batches.push(keys);
    return new Map(keys.filter((key) => key !== "missing").map((key) => [key, key.toUpperCase()]));
  };
  return { batches, lookupAll };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("coalesce", () => {
  it("looks up the keys asked for in one turn of the event loop with one call, each caller getting its own", async () => {
    const { batches, lookupAll } = recordingLookup();
    const lookup = coalesce(lookupAll);
    const answers = await Promise.all(["a", "b", "missing", "c"].map((key) => lookup(key)));
    expect(answers).toEqual(["A", "B", undefined, "C"]);
    expect(batches).toEqual([["a", "b", "missing", "c"]]);
  });

  it("asks for a key once when several callers want it, and answers all of them", async () => {
    const { batches, lookupAll } = recordingLookup();
    const lookup = coalesce(lookupAll);
    expect(await Promise.all([lookup("a"), lookup("a"), lookup("b")])).toEqual(["A", "A", "B"]);
    expect(batches).toEqual([["a", "b"]]);
  });

  it("starts a new batch in a later turn, and when a batch is full", async () => {
    const { batches, lookupAll } = recordingLookup();
    const lookup = coalesce(lookupAll, 2);
    const first = Promise.all([lookup("a"), lookup("b"), lookup("c")]);
    await nextTurn();
    const second = lookup("d");
    expect(await first).toEqual(["A", "B", "C"]);
    expect(await second).toBe("D");
    expect(batches).toEqual([["a", "b"], ["c"], ["d"]]);
  });

  it("gives every caller of a failed batch its error, and the next batch a fresh try", async () => {
    let fail = true;
    const lookup = coalesce(async (keys: string[]) => {
      if (fail) throw new Error("database unreachable");
      return new Map(keys.map((key) => [key, key]));
    });
    const failed = await Promise.allSettled([lookup("a"), lookup("b")]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await lookup("a")).toBe("a");
  });

  it("never batches keys of different owners together", async () => {
    const asked: [string, string[]][] = [];
    const lookup = coalescePerOwner(async (owner: { name: string }, keys: string[]) => {
      asked.push([owner.name, keys]);
      return new Map(keys.map((key) => [key, `${owner.name}:${key}`]));
    });
    const one = { name: "one" };
    const two = { name: "two" };
    expect(await Promise.all([lookup(one, "a"), lookup(two, "a"), lookup(one, "b")])).toEqual([
      "one:a",
      "two:a",
      "one:b",
    ]);
    expect(asked).toEqual([
      ["one", ["a", "b"]],
      ["two", ["a"]],
    ]);
  });
});
