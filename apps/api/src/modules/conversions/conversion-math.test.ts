import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalText, parseDecimal } from "../../lib/decimal";
import { crossRate, feeOn, whenBuying, whenSelling } from "./conversion-math";

describe("conversion arithmetic", () => {
  it("crosses through the euro and rounds half-up to 10 significant digits", () => {
    const rate = (from: string, to: string) => decimalText(crossRate(parseDecimal(from), parseDecimal(to)));
    expect(rate("1.1541", "1")).toBe("0.8664760419");
    expect(rate("1.1541", "180.95")).toBe("156.7888398");
    expect(rate("3", "2")).toBe("0.6666666667");
    expect(rate("1", "17000.5")).toBe("17000.5");
    // 9999999999.5 rounds up to 10 digits' worth: one digit less, exactly.
    expect(rate("1", "99999999995")).toBe("100000000000");
  });

  it("takes 0.4 % of the amount sold as the fee, half-up", () => {
    expect(feeOn(125n)).toBe(1n);
    expect(feeOn(124n)).toBe(0n);
    expect(feeOn(10_000n)).toBe(40n);
  });

  it("sells the least amount that buys what was asked for", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 1, max: 9_999_999 }),
        (buy, units) => {
          const pair = { rate: { units: BigInt(units), scale: 4 }, fromExponent: 2, toExponent: 0 };
          const { sell, fee } = whenBuying(buy, pair);
          expect(fee).toBe(feeOn(sell));
          expect(whenSelling(sell, pair).buy >= buy).toBe(true);
          if (sell > 1n) expect(whenSelling(sell - 1n, pair).buy < buy).toBe(true);
        },
      ),
    );
  });
});
