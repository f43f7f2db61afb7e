/** One format per time zone: making one costs far more than using it, and an export formats every row's time. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The format of a time zone; throws a RangeError for a zone the runtime does not know. */
export function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** An instant as ISO 8601 in a time zone, with that zone's offset then: "2026-11-28T09:15:02+09:00". */
export function isoInZone(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : parts.timeZoneName!.slice("GMT".length);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The wall-clock time in a zone at an instant, read as if it were UTC: its difference to the instant is the offset. */
export function wallClockAsUtc(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}
