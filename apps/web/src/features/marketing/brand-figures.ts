import { brand } from "@larkspur/shared/brand";
import { formatNumber } from "../../lib/format";
import { activeLocale } from "../../lib/i18n";

/** The brand's figures as the reader's language writes them: "180+", "2.5M", "$250,000" in English. */
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
    countries: `${formatNumber(brand.stats.countries)}+`,
    currencies: formatNumber(brand.stats.currencies),
    users: compact.format(brand.stats.users),
    businesses: formatNumber(brand.stats.businesses),
    insuredPerAccount: dollars.format(brand.stats.insuredPerAccount),
  };
}
