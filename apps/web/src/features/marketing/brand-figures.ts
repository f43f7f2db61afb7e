import { brand } from "@larkspur/shared/brand";
import { activeLocale } from "../../lib/i18n";

/**
 * The public pages' figures as the reader's language writes them ("250", "2.5M", "$250,000" in English): the
 * countries a transfer can go to and the currencies held are counted from the product's own lists when the app is
 * built (product-counts-plugin.ts); the rest the bank's operator sets in the brand file. Content texts name them as
 * {countries}, {currencies}, {users}, {businesses}, {insured}.
 */
export function brandFigures() {
  const locale = activeLocale();
  // Intl itself, not lib/format.ts: the home page's first load would carry that module and the currency table.
  const number = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  const dollars = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return {
    countries: number.format(__COUNTRY_COUNT__),
    currencies: number.format(__CURRENCY_COUNT__),
    users: compact.format(brand.stats.users),
    businesses: number.format(brand.stats.businesses),
    insured: dollars.format(brand.stats.insuredPerAccount),
  };
}
