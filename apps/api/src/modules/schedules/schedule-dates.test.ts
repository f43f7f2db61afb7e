import { describe, expect, it } from "vitest";
import { localDay, runDate, runDateWithin, zonedInstant } from "./schedule-dates";

const runs = (start: string, repeat: Parameters<typeof runDate>[1], count: number) =>
  Array.from({ length: count }, (_, index) => runDate(start, repeat, index));

describe("the days a schedule runs on", () => {
  it("repeats weekly and every two weeks across a month's and a year's end", () => {
    expect(runs("2030-12-24", "weekly", 3)).toEqual(["2030-12-24", "2030-12-31", "2031-01-07"]);
    expect(runs("2030-12-24", "every2weeks", 3)).toEqual(["2030-12-24", "2031-01-07", "2031-01-21"]);
  });

  it("runs a monthly schedule from the 31st on each shorter month's last day, and on the 31st again after", () => {
    expect(runs("2031-01-31", "monthly", 5)).toEqual([
      "2031-01-31",
      "2031-02-28",
      "2031-03-31",
      "2031-04-30",
      "2031-05-31",
    ]);
    expect(runs("2032-01-30", "monthly", 3)).toEqual(["2032-01-30", "2032-02-29", "2032-03-30"]);
  });

  it("runs a yearly schedule from February 29 on February 28 in other years", () => {
    expect(runs("2032-02-29", "yearly", 5)).toEqual([
      "2032-02-29",
      "2033-02-28",
      "2034-02-28",
      "2035-02-28",
      "2036-02-29",
    ]);
  });

  it("runs a one-off schedule once", () => {
    expect(runs("2030-05-05", "none", 2)).toEqual(["2030-05-05", null]);
  });

  it("ends after its count or its end day, whichever it names", () => {
    const end = (endDate: string | null, count: number | null) => ({ endDate, count });
    expect(runDateWithin("2030-01-01", "weekly", end(null, 2), 1)).toBe("2030-01-08");
    expect(runDateWithin("2030-01-01", "weekly", end(null, 2), 2)).toBeNull();
    expect(runDateWithin("2030-01-01", "weekly", end("2030-01-15", null), 2)).toBe("2030-01-15");
    expect(runDateWithin("2030-01-01", "weekly", end("2030-01-14", null), 2)).toBeNull();
    expect(runDateWithin("2030-01-01", "monthly", end(null, null), 1200)).toBe("2130-01-01");
  });
});

describe("the moment a day's run is due in a time zone", () => {
  it("is 06:00 local on either side of a change to summer time and back", () => {
    expect(zonedInstant("2030-03-09", 6, "America/New_York").toISOString()).toBe("2030-03-09T11:00:00.000Z");
    expect(zonedInstant("2030-03-10", 6, "America/New_York").toISOString()).toBe("2030-03-10T10:00:00.000Z");
    expect(zonedInstant("2030-11-03", 6, "America/New_York").toISOString()).toBe("2030-11-03T11:00:00.000Z");
    expect(zonedInstant("2030-03-31", 6, "Europe/London").toISOString()).toBe("2030-03-31T05:00:00.000Z");
    expect(zonedInstant("2030-01-01", 6, "Asia/Kolkata").toISOString()).toBe("2030-01-01T00:30:00.000Z");
  });

  it("takes an hour a clock change skips an hour later", () => {
    // At 02:00 on March 10, 2030, New York's clocks jump to 03:00.
    expect(zonedInstant("2030-03-10", 2, "America/New_York").toISOString()).toBe("2030-03-10T07:00:00.000Z");
  });

  it("reads the local day of an instant", () => {
    expect(localDay(new Date("2030-01-10T12:00:00Z"), "Pacific/Kiritimati")).toBe("2030-01-11");
    expect(localDay(new Date("2030-01-10T12:00:00Z"), "Pacific/Honolulu")).toBe("2030-01-10");
  });
});
