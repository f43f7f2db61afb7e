import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  dollarsToCents,
  formatUsd,
  fromMinorUnits,
  minorUnitsText,
  toMinorUnits,
} from "./money";

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

describe("toMinorUnits and fromMinorUnits", () => {
  it("reads amounts with the currency's decimals and no more", () => {
    expect(toMinorUnits(91.55, 2)).toBe(9155n);
    expect(toMinorUnits("1500", 0)).toBe(1500n);
    expect(toMinorUnits(1500.0, 0)).toBe(1500n);
    expect(toMinorUnits("2.50", 2)).toBe(250n);
    expect(toMinorUnits(1.5, 0)).toBeNull();
    expect(toMinorUnits(0.001, 2)).toBeNull();
    expect(toMinorUnits("abc", 2)).toBeNull();
  });

  it("round-trips every amount of minor units, with and without decimals", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 52n), max: 2n ** 52n }),
        fc.constantFrom(0, 2),
        (minor, exponent) => {
          expect(toMinorUnits(fromMinorUnits(minor, exponent), exponent)).toBe(minor);
        },
      ),
    );
    expect(minorUnitsText(-5n, 2)).toBe("-0.05");
    expect(minorUnitsText(1500n, 0)).toBe("1500");
  });
});
