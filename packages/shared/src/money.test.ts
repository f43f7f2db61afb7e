import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatUsd } from "./money";

describe("dollarsToCents", () => {
  it("reads whole and fractional dollars exactly", () => {
    expect(dollarsToCents(0.1)).toBe(10n);
    expect(dollarsToCents(19.99)).toBe(1999n);
    expect(dollarsToCents("1000000")).toBe(100000000n);
    expect(dollarsToCents(-2.5)).toBe(-250n);
  });

  it("refuses fractions of a cent, exponents and non-numbers", () => {
    for (const bad of [0.001, 1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, "1.234", "abc", "1e3", ""]) {
      expect(dollarsToCents(bad)).toBeNull();
    }
  });

  it("round-trips every cent amount", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});

describe("formatUsd", () => {
  it("uses thousands separators and two decimals", () => {
    expect(formatUsd(1234567.5)).toBe("$1,234,567.50");
  });
});
