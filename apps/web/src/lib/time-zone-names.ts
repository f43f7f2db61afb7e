import { defaultLocale, type Locale } from "@larkspur/shared/locales";
import { timeZones } from "@larkspur/shared/time-zones";

/** An offset or abbreviation ("GMT-12:00", "CET") is no name a reader would look for. */
const isName = (text: string | undefined): text is string =>
  text !== undefined && !/^(GMT|UTC)/.test(text) && /\p{Ll}|\p{Lo}/u.test(text);

function intlName(locale: Locale, zone: string, style: "shortGeneric" | "longGeneric"): string | undefined {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(0)
    .find((part) => part.type === "timeZoneName")?.value;
}

/**
 * The zone's place in the reader's language where Intl knows one: its location ("hora de Colombia", "德国时间"),
 * else its generic name ("hora de Europa central"); a zone Intl names in neither way keeps the list's English place.
 */
function placeIn(locale: Locale, zone: string, englishPlace: string): string {
  const location = intlName(locale, zone, "shortGeneric");
  if (isName(location)) return location;
  const generic = intlName(locale, zone, "longGeneric");
  return isName(generic) ? generic : englishPlace;
}

const labels = new Map<Locale, Map<string, string>>();

/**
 * Every zone of the list labelled "(GMT+01:00) <place>" in `locale`. In English the list's own places; in another
 * language Intl's, and where two zones would read the same, each adds the list's place to tell them apart.
 */
export function timeZoneLabels(locale: Locale): Map<string, string> {
  const known = labels.get(locale);
  if (known) return known;
  const places = timeZones.map((entry) =>
    locale === defaultLocale ? entry.place : placeIn(locale, entry.zone, entry.place),
  );
  const made = new Map(
    timeZones.map((entry, index) => {
      const place = places[index]!;
      const shared = places.filter((other) => other === place).length > 1 && place !== entry.place;
      return [entry.zone, `(GMT${entry.offset}) ${shared ? `${place} (${entry.place})` : place}`];
    }),
  );
  labels.set(locale, made);
  return made;
}

/** A zone's label in `locale`; a zone saved before the list changed shows as its IANA name. */
export function timeZoneLabel(locale: Locale, zone: string): string {
  return timeZoneLabels(locale).get(zone) ?? zone;
}
