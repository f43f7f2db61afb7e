import { afterAll, describe, expect, it } from "vitest";
import { amountText, plainAmount, typedAmount } from "./amount-text";
import { activateLocale } from "./i18n";

describe("amounts as each language writes them", () => {
  it.each([
    ["en-US", "1,250.50", "1250.50"],
    ["en-US", "1.250", "1.250"],
    ["zh-CN", "1,250.5", "1250.5"],
    ["ru", "1 250,50", "1250.50"],
    ["ru", "1\u00a0250,5", "1250.5"],
    ["ru", "250.50", "250.50"],
    ["ru", "1,250.50", "1.250.50"],
    ["es", "1.250,50", "1250.50"],
    ["es", "1.250", "1250"],
    ["es", "250,5", "250.5"],
    ["es", "12.50", "12.50"],
    ["es", "1,250.50", "1,250.50"],
  ] as const)("%s reads %j as %j", (locale, typed, plain) => {
    expect(plainAmount(typed, locale)).toBe(plain);
  });

  it("turns a Russian amount into dollars and refuses an ambiguous one instead of guessing", async () => {
    await activateLocale("ru");
    expect(amountText.safeParse("1 250,50").data).toBe(1250.5);
    expect(amountText.safeParse("1.250").success).toBe(false);
    await activateLocale("en-US");
    expect(amountText.safeParse("1,250.50").data).toBe(1250.5);
    expect(amountText.safeParse("1.250").success).toBe(false);
  });
});

describe("amounts of any currency", () => {
  it("takes at most the currency's decimals and refuses zero and more than its ceiling", async () => {
    await activateLocale("en-US");
    expect(typedAmount("1,250.5", "EUR")).toBe(1250.5);
    expect(typedAmount("12.345", "EUR")).toBeNull();
    expect(typedAmount("1,500", "JPY")).toBe(1500);
    expect(typedAmount("1500.5", "JPY")).toBeNull();
    expect(typedAmount("0", "USD")).toBeNull();
    expect(typedAmount("1000000000", "JPY")).toBe(1_000_000_000);
    expect(typedAmount("1000000000.01", "EUR")).toBeNull();
    await activateLocale("ru");
    expect(typedAmount("91,55", "EUR")).toBe(91.55);
  });
});

afterAll(() => activateLocale("en-US"));
