import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defaultLocale, locales } from "@larkspur/shared/locales";
import { describe, expect, it } from "vitest";

const dir = import.meta.dirname;
const parts = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A catalogue's messages: each source text (msgid) and its translation (msgstr), as `lingui extract` writes them. */
function readCatalogue(part: string, locale: string): Map<string, string> {
  const text = readFileSync(path.join(dir, part, `${locale}.po`), "utf8");
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`)).join("");
  const messages = new Map<string, string>();
  for (const [, id, translation] of text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)) {
    const source = unquote(id!);
    if (source !== "") messages.set(source, unquote(translation!));
  }
  return messages;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe.each(parts)("the %s catalogues", (part) => {
  const source = readCatalogue(part, defaultLocale);

  it("hold texts", () => {
    expect(source.size).toBeGreaterThan(0);
  });

  it.each(
    locales.filter((locale) => locale !== defaultLocale),
  )("%s has every text and no other", (locale) => {
    const catalogue = readCatalogue(part, locale);
    expect([...catalogue.keys()].sort()).toEqual([...source.keys()].sort());
    const untranslated = [...catalogue]
      .filter(([, translation]) => translation.trim() === "")
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it.each(
    locales.filter((locale) => locale !== defaultLocale),
  )("%s keeps each text's placeholders", (locale) => {
    for (const [id, translation] of readCatalogue(part, locale)) {
      expect(new Set(placeholders(translation)), id).toEqual(new Set(placeholders(id)));
    }
  });

  it("Russian plurals name the one, few, many and other forms", () => {
    for (const [id, translation] of readCatalogue(part, "ru")) {
      if (!/, plural,/.test(translation)) continue;
      for (const form of ["one", "few", "many", "other"])
        expect(translation, id).toMatch(new RegExp(`\\b${form} \\{`));
    }
  });
});

describe.each(locales)("texts in %s", (locale) => {
  it("read the same in every part: parts load into one catalogue, so a page must not depend on their order", () => {
    const seen = new Map<string, { part: string; translation: string }>();
    const differing: string[] = [];
    for (const part of parts) {
      for (const [id, translation] of readCatalogue(part, locale)) {
        const first = seen.get(id);
        if (!first) seen.set(id, { part, translation });
        else if (first.translation !== translation)
          differing.push(`${id}: "${first.translation}" (${first.part}) / "${translation}" (${part})`);
      }
    }
    expect(differing).toEqual([]);
  });
});
