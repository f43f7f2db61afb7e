import { describe, expect, it } from "vitest";
import { containsLink } from "./links";

describe("containsLink", () => {
  it.each([
    "https://evil.example",
    "pay at HTTP://evil.example now",
    "ftp://files.example",
    "mailto:someone@evil.example",
    "tel:+15550100",
    "javascript:alert(1)",
    "www.evil.example",
    "WWW2.evil.example",
    "evil.example/login",
    "bit.ly/abc",
    "evil.example:8080/pay",
    "ｗｗｗ．evil．example",
    "evil。example/x",
    "пример.рф/оплата",
  ])("finds the link in %s", (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    "Rent for May",
    "Dinner: pizza, 12.50/person",
    "Tel: 555 0100",
    "Data: the spreadsheet",
    "Invoice 2026.05/3",
    "e.g. coffee",
    "evil.example",
    "Half/half",
  ])("finds none in %s", (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
