import { brand } from "@larkspur/shared/brand";
import { countries } from "@larkspur/shared/countries";
import { currencies } from "@larkspur/shared/currencies";
import { screen } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { activateLocale } from "../../lib/i18n";
import { resetSession, setSession } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { brandFigures } from "./brand-figures";

describe("the brand's figures", () => {
  afterAll(() => activateLocale("en-US"));

  it.each([
    ["en-US", { users: "2.5M", businesses: "50,000", insured: "$250,000" }],
    ["es", { users: "2,5 M", businesses: "50.000", insured: "250.000 US$" }],
    ["zh-CN", { users: "250万", businesses: "50,000", insured: "US$250,000" }],
    ["ru", { users: "2,5 млн", businesses: "50 000", insured: "250 000 $" }],
  ] as const)("are written as %s writes them", async (locale, expected) => {
    await activateLocale(locale);
    const figures = brandFigures();
    // Intl separates thousands and units with no-break spaces; compare them as plain ones.
    const plain = Object.fromEntries(
      Object.entries(figures).map(([key, value]) => [key, value.replace(/[\u00a0\u202f]/g, " ")]),
    );
    expect(plain).toMatchObject(expected);
  });

  it("count the countries and currencies from the product's own lists, and leave the rest to the brand file", async () => {
    await activateLocale("en-US");
    expect(brandFigures()).toMatchObject({
      countries: String(countries.length),
      currencies: String(currencies.length),
    });
    expect(Object.keys(brand.stats).sort()).toEqual(["businesses", "insuredPerAccount", "users"]);
  });

  it("are what the home page says", async () => {
    await activateLocale("en-US");
    resetSession();
    setSession(null);
    renderApp("/");
    const { countries: countryCount, currencies: currencyCount } = brandFigures();
    expect(
      await screen.findByText(
        `Pay a friend, get paid by a client or move money to your local bank account, in ${countryCount} countries and ${currencyCount} currencies.`,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(`${countryCount} countries and ${currencyCount} currencies`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/120 currencies/)).not.toBeInTheDocument();
  });
});
