import { locales } from "@larkspur/shared/locales";
import { timeZones } from "@larkspur/shared/time-zones";
import { describe, expect, it } from "vitest";
import { timeZoneLabel, timeZoneLabels } from "./time-zone-names";

describe("time-zone names", () => {
  it("keep the list's own places in English", () => {
    expect(timeZoneLabel("en-US", "America/Guatemala")).toBe("(GMT-06:00) Central America");
  });

  it("follow the language where Intl has a name for the place", () => {
    expect(timeZoneLabel("es", "America/Bogota")).toBe("(GMT-05:00) hora de Colombia");
    expect(timeZoneLabel("zh-CN", "Europe/Berlin")).toBe("(GMT+01:00) 德国时间");
    expect(timeZoneLabel("ru", "Asia/Kolkata")).not.toContain("Chennai");
  });

  it("keep an offset-only zone's English place, and a zone off the list as its IANA name", () => {
    expect(timeZoneLabel("es", "Etc/GMT+12")).toBe("(GMT-12:00) International Date Line West");
    expect(timeZoneLabel("ru", "Mars/Olympus")).toBe("Mars/Olympus");
  });

  it.each(locales)("tell every zone of the list apart in %s", (locale) => {
    const labels = [...timeZoneLabels(locale).values()];
    expect(labels).toHaveLength(timeZones.length);
    expect(new Set(labels).size).toBe(timeZones.length);
  });
});
