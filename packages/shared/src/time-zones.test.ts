import { describe, expect, it } from "vitest";
import { defaultTimeZone, isTimeZone, timeZoneLabel, timeZones } from "./time-zones";

/** The zone's offset from UTC in January and in July, as the runtime's time-zone data has it. */
function offsetsOf(zone: string): string[] {
  return [new Date("2026-01-15T12:00:00Z"), new Date("2026-07-15T12:00:00Z")].map((date) => {
    const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(date)
      .find((p) => p.type === "timeZoneName")!.value;
    return part === "GMT" ? "+00:00" : part.slice(3);
  });
}

describe("time zones", () => {
  it("runs from GMT-12 to GMT+13 in order, each label naming a distinct zone", () => {
    expect(timeZones[0].offset).toBe("-12:00");
    expect(timeZones.at(-1)!.offset).toBe("+13:00");
    const minutes = timeZones.map(
      ({ offset }) =>
        (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4))),
    );
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(new Set(timeZones.map((entry) => entry.zone)).size).toBe(timeZones.length);
  });

  it("offers half and quarter hours", () => {
    const offsets = timeZones.map((entry) => entry.offset);
    expect(offsets).toEqual(expect.arrayContaining(["-03:30", "+05:30", "+05:45", "+12:45"]));
  });

  it("labels each zone with its standard offset, as the runtime knows it", () => {
    for (const entry of timeZones) expect(offsetsOf(entry.zone)).toContain(entry.offset);
  });

  it("defaults to Central America and accepts only listed zones", () => {
    const central = timeZones.find((entry) => entry.zone === defaultTimeZone)!;
    expect(timeZoneLabel(central)).toBe("(GMT-06:00) Central America");
    expect(isTimeZone("Europe/Moscow")).toBe(true);
    expect(isTimeZone("Europe/Madrid")).toBe(false);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
