import { describe, expect, it } from "vitest";
import { commonPasswordSpellings, isCommonPassword, passwordMentionsOwner } from "./password-rules";

const ada = { email: "ada.king+bank@example.com", firstName: "Ada", lastName: "Lovelace" };

describe("passwordMentionsOwner", () => {
  it("finds the last name, the e-mail's local part or a piece of it, in any case", () => {
    for (const password of [
      "LOVELACE rules 1843",
      "my ada.king secret",
      "kingdom of numbers",
      "x-lovelace-x",
    ]) {
      expect(passwordMentionsOwner(password, ada), password).toBe(true);
    }
  });

  it("ignores parts shorter than 4 characters, so a short name does not forbid every password holding it", () => {
    for (const password of ["lemonade and tea", "Adamant engines", "correct horse battery"]) {
      expect(passwordMentionsOwner(password, ada), password).toBe(false);
    }
    expect(passwordMentionsOwner("totally fine phrase", { email: "al@example.com", firstName: "Al" })).toBe(
      false,
    );
  });

  it("reads names of several words and letters beyond ASCII", () => {
    const owner = { email: "mj@example.com", firstName: "Mary Jane", lastName: "Ørsted-Hall" };
    expect(passwordMentionsOwner("jane loves cake", owner)).toBe(true);
    expect(passwordMentionsOwner("ØRSTED and co", owner)).toBe(true);
    expect(passwordMentionsOwner("hallmark cards", owner)).toBe(true);
    expect(passwordMentionsOwner("nothing personal", owner)).toBe(false);
  });

  it("works with the e-mail alone", () => {
    expect(passwordMentionsOwner("grace.hopper!", { email: "grace.hopper@example.com" })).toBe(true);
  });
});

describe("isCommonPassword", () => {
  const common = new Set(["password", "summer", "welcome", "hello", "monkey"]);

  it("sees through capitals, digits and symbols added at the end, and letters swapped for digits or symbols", () => {
    for (const password of [
      "Password123!",
      "Summer2024!",
      "Welcome2024!",
      "P@ssw0rd",
      "PA$$W0RD!!",
      "hell0",
      "M0nk3y7",
    ]) {
      expect(isCommonPassword(password, common), password).toBe(true);
    }
  });

  it("leaves passwords that only contain a common word, or differ from one, alone", () => {
    for (const password of [
      "summer of 1969 in paris",
      "my password is long",
      "Welcomer2024",
      "correct horse",
    ]) {
      expect(isCommonPassword(password, common), password).toBe(false);
    }
  });

  it("tries a 1 as an i and as an l, and keeps the spellings of a long password few", () => {
    expect(commonPasswordSpellings("1111")).toEqual(expect.arrayContaining(["iiii", "llll", "ilil"]));
    expect(commonPasswordSpellings("1".repeat(60)).length).toBeLessThanOrEqual(2 + 2 * 64 * 2);
  });
});
