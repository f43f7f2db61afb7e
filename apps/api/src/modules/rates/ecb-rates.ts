import { type Currency, isCurrency } from "@larkspur/shared/currencies";
import { XMLParser } from "fast-xml-parser";
import type { Text } from "../../lib/i18n";

/** One day's reference rates: how many units of each currency one euro buys, as exact decimal text. */
export interface DayRates {
  /** The ECB's date, YYYY-MM-DD. */
  date: string;
  rates: { currency: Currency; rate: string }[];
}

/** Why a rates file was refused, in words an operator can act on. */
export class RatesFileError extends Error {
  constructor(readonly text: Text) {
    super(text.id);
    this.name = "RatesFileError";
  }
}

// Entities and the DOCTYPE are never read: a rates file has no use for them, and they are how XML bombs and external
// entity tricks get in. Values stay text, so a rate is never read as a float.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => name === "Cube",
});

/** A rate: a positive decimal, at most 10 digits before and 10 after the point. */
const RATE_TEXT = /^(?!0+(?:\.0+)?$)\d{1,10}(?:\.\d{1,10})?$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

type Node = Record<string, unknown>;
const unreadable = () => new RatesFileError({ id: "error.ratesFileUnreadable" });

function cubesIn(node: unknown): Node[] {
  if (typeof node !== "object" || node === null) return [];
  const cubes = (node as Node).Cube;
  return Array.isArray(cubes) ? (cubes as Node[]) : [];
}

function isRealDate(text: string): boolean {
  if (!DATE_TEXT.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * Reads the ECB's euro foreign exchange reference rates: the daily file (eurofxref-daily.xml) or a history
 * (eurofxref-hist-90d.xml), newest day first. Currencies Larkspur does not hold are left out; a day without a US
 * dollar rate, a rate that is not a positive decimal, a currency twice in one day or a date that is not a real day
 * refuses the whole file.
 */
export function parseEcbRates(xml: string): DayRates[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw unreadable();
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch {
    throw unreadable();
  }
  const days = cubesIn(document.Envelope).flatMap(cubesIn);
  if (days.length === 0) throw unreadable();
  const seen = new Set<string>();
  const parsed = days.map((day): DayRates => {
    const date = day.time;
    if (typeof date !== "string" || !isRealDate(date) || seen.has(date)) throw unreadable();
    seen.add(date);
    const currencies = new Set<string>();
    const rates: DayRates["rates"] = [];
    for (const cube of cubesIn(day)) {
      const { currency, rate } = cube;
      if (typeof currency !== "string" || currencies.has(currency)) throw unreadable();
      currencies.add(currency);
      if (typeof rate !== "string" || !RATE_TEXT.test(rate)) {
        throw new RatesFileError({ id: "error.ratesFileBadRate", values: { currency, date } });
      }
      if (isCurrency(currency) && currency !== "EUR") rates.push({ currency, rate });
    }
    if (!currencies.has("USD")) throw new RatesFileError({ id: "error.ratesFileNoDollar", values: { date } });
    return { date, rates };
  });
  return parsed.sort((a, b) => b.date.localeCompare(a.date));
}
