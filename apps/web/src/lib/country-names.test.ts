import { countries } from "@larkspur/shared/countries";
import { afterAll, describe, expect, it } from "vitest";
import { countryName, countryOptions } from "./country-names";
import { activateLocale } from "./i18n";

describe("country names", () => {
  it("keep the list's own English names and order", async () => {
    await activateLocale("en-US");
    expect(countryName("Côte d'Ivoire")).toBe("Côte d'Ivoire");
    expect(countryOptions(countries).map((option) => option.label)).toEqual([...countries]);
  });

  it.each([
    ["es", "Alemania", "Reino Unido"],
    ["ru", "Германия", "Великобритания"],
    ["zh-CN", "德国", "英国"],
  ] as const)("are named in %s", async (locale, germany, unitedKingdom) => {
    await activateLocale(locale);
    expect(countryName("Germany")).toBe(germany);
    expect(countryName("United Kingdom")).toBe(unitedKingdom);
  });

  it("name every country of the list in another language, sorted in its order, keeping the English values", async () => {
    await activateLocale("ru");
    const options = countryOptions(countries);
    expect(options.map((option) => option.value).sort()).toEqual([...countries].sort());
    expect(options.every((option) => /[а-яё]/i.test(option.label))).toBe(true);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("ru").compare));
  });

  it("show a name outside the list as it is", async () => {
    await activateLocale("es");
    expect(countryName("Atlantis")).toBe("Atlantis");
  });
});

afterAll(() => activateLocale("en-US"));
