import { describe, expect, it } from "vitest";
import { passwordMentionsOwner } from "./password-rules";

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
