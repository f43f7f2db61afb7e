import { describe, expect, it } from "vitest";
import { locales } from "../../locales";
import { apiCatalogues } from "./catalogues";
import { enUS } from "./en-US";

/** The names of a message's arguments: `{name}`, `{name, plural, ...}`. */
const argumentsOf = (message: string) =>
  new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]));

/** Texts whose values carry both forms of one fact, so a language may use either. */
const alternatives: Record<string, string[]> = { "error.tooManyRequests": ["after", "seconds"] };

describe("the API's catalogues", () => {
  it.each(locales)("%s holds exactly the English ids: none missing, none extra", (locale) => {
    const ids = Object.keys(apiCatalogues[locale]).sort();
    expect(ids).toEqual(Object.keys(enUS).sort());
  });

  it.each(locales)("%s fills in every text and uses only the values English is given", (locale) => {
    for (const [id, message] of Object.entries(apiCatalogues[locale])) {
      expect(message.trim(), id).not.toBe("");
      const given = new Set([...argumentsOf(enUS[id as keyof typeof enUS]), ...(alternatives[id] ?? [])]);
      for (const name of argumentsOf(message))
        expect(given, `${locale} ${id} uses {${name}}`).toContain(name);
    }
  });

  it("gives every Russian plural its one, few, many and other forms", () => {
    const plurals = Object.entries(apiCatalogues.ru).filter(([, message]) => message.includes(", plural,"));
    expect(plurals.length).toBeGreaterThan(0);
    for (const [id, message] of plurals) {
      for (const form of ["one", "few", "many", "other"])
        expect(message, id).toMatch(new RegExp(`\\b${form} \\{`));
    }
  });

  it("translates every text that is not a name or a code", () => {
    const same = (locale: (typeof locales)[number]) =>
      Object.entries(apiCatalogues[locale])
        .filter(([id, message]) => message === enUS[id as keyof typeof enUS])
        .map(([id]) => id);
    for (const locale of locales.filter((locale) => locale !== "en-US")) {
      expect(same(locale)).toEqual(["mail.signature"]);
    }
  });
});
