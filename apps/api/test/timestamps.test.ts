import fc from "fast-check";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { timestampParser } from "../src/db/timestamps";

const general = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => unknown;
const parse = timestampParser(general);
const digits = (value: number, width: number) => String(value).padStart(width, "0");

describe("reading timestamptz", () => {
  it("reads a UTC timestamp as node-postgres' general parser does, to the millisecond", () => {
    const timestamp = fc.record({
      year: fc.integer({ min: 1, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
      fraction: fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }),
    });
    fc.assert(
      fc.property(timestamp, ({ year, month, day, hour, minute, second, fraction }) => {
        const text = `${digits(year, 4)}-${digits(month, 2)}-${digits(day, 2)} ${digits(hour, 2)}:${digits(minute, 2)}:${digits(second, 2)}${fraction === undefined ? "" : `.${fraction}`}+00`;
        expect((parse(text) as Date).getTime()).toBe((general(text) as Date).getTime());
      }),
    );
  });

  it("leaves any other form to the general parser", () => {
    for (const text of ["2026-12-01 21:19:37+05:30", "0044-03-15 12:00:00+00 BC", "infinity", "-infinity"]) {
      expect(parse(text)).toEqual(general(text));
    }
  });
});
