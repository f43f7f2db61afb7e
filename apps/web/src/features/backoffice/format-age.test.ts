import { describe, expect, it } from "vitest";
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
});
