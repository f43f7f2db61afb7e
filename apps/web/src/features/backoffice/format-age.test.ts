import { afterAll, describe, expect, it } from "vitest";
import { activateLocale } from "../../lib/i18n";
import { formatAge } from "./format-age";

describe("formatAge", () => {
  it.each([
    [0, "0 s"],
    [45, "45 s"],
    [60, "1 min"],
    [12 * 60 + 59, "12 min"],
    [3600, "1 h"],
    [3 * 3600 + 5 * 60, "3 h 5 min"],
    [86_400, "1 d"],
    [2 * 86_400 + 4 * 3600 + 59, "2 d 4 h"],
    [-5, "0 s"],
  ])("%i seconds read %s", (seconds, text) => {
    expect(formatAge(seconds)).toBe(text);
  });

  it.each([
    ["ru", ["45 с", "12 мин", "3 ч 5 мин", "2 д 4 ч"]],
    ["zh-CN", ["45秒", "12分钟", "3小时5分钟", "2天4小时"]],
  ] as const)("reads in %s with the language's units", async (locale, texts) => {
    await activateLocale(locale);
    const ages = [45, 12 * 60, 3 * 3600 + 5 * 60, 2 * 86_400 + 4 * 3600].map(formatAge);
    expect(ages).toEqual(texts);
  });
});

afterAll(() => activateLocale("en-US"));
