import { readFileSync } from "node:fs";

/** The ECB daily reference rates file the repo ships (eurofxref-daily.xml of a day in November 2026). */
export const sampleRatesFile = new URL(
  "../../../apps/api/src/modules/rates/sample/eurofxref-daily.xml",
  import.meta.url,
);

export const SAMPLE_RATES_DATE = "2026-11-24";

/**
 * The shipped rates file, dated `date` (YYYY-MM-DD) instead of its own day: rates younger than four days are what a
 * conversion needs, whenever the test runs.
 */
export function sampleRatesXml(date = SAMPLE_RATES_DATE): string {
  return readFileSync(sampleRatesFile, "utf8").replace(`time='${SAMPLE_RATES_DATE}'`, `time='${date}'`);
}

/** The shipped file's days, one per given date, as the ECB's 90-day history writes them (newest first). */
export function sampleRatesHistoryXml(dates: string[]): string {
  const text = readFileSync(sampleRatesFile, "utf8");
  const day = text.slice(text.indexOf("\t\t<Cube time="), text.lastIndexOf("\t</Cube>"));
  const days = dates.map((date) => day.replace(`time='${SAMPLE_RATES_DATE}'`, `time='${date}'`)).join("");
  return text.replace(day, days);
}
