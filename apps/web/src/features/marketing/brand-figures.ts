import { brand } from "@larkspur/shared/brand";
import { countries } from "@larkspur/shared/countries";
import { currencies } from "@larkspur/shared/currencies";
import { formatNumber } from "../../lib/format";
import { activeLocale } from "../../lib/i18n";

/**
 * The public pages' figures as the reader's language writes them ("250", "2.5M", "$250,000" in English): the
 * countries a transfer can go to and the currencies held are the product's own lists; the rest the bank's operator
 * sets in the brand file. Content texts name them as {countries}, {currencies}, {users}, {businesses}, {insured}.
 */
export function brandFigures() {
  const locale = activeLocale();
  const compact = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  const dollars = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return {
    countries: formatNumber(countries.length),
    currencies: formatNumber(currencies.length),
    users: compact.format(brand.stats.users),
    businesses: formatNumber(brand.stats.businesses),
    insured: dollars.format(brand.stats.insuredPerAccount),
  };
}
