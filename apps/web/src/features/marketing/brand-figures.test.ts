import { afterAll, describe, expect, it } from "vitest";
import { activateLocale } from "../../lib/i18n";
import { brandFigures } from "./brand-figures";

describe("the brand's figures", () => {
  afterAll(() => activateLocale("en-US"));

  it.each([
    ["en-US", { countries: "180+", users: "2.5M", businesses: "50,000", insuredPerAccount: "$250,000" }],
    ["es", { countries: "180+", users: "2,5 M", businesses: "50.000", insuredPerAccount: "250.000 US$" }],
    ["zh-CN", { countries: "180+", users: "250万", businesses: "50,000", insuredPerAccount: "US$250,000" }],
    ["ru", { countries: "180+", users: "2,5 млн", businesses: "50 000", insuredPerAccount: "250 000 $" }],
  ] as const)("are written as %s writes them", async (locale, expected) => {
    await activateLocale(locale);
    const figures = brandFigures();
    // Intl separates thousands and units with no-break spaces; compare them as plain ones.
    const plain = Object.fromEntries(
      Object.entries(figures).map(([key, value]) => [key, value.replace(/[\u00a0\u202f]/g, " ")]),
    );
    expect(plain).toMatchObject(expected);
  });
});
