import type { Decimal } from "../../lib/decimal";

/**
 * The arithmetic of a conversion, in integers only: amounts are minor units (bigint) and a rate is an exact decimal
 * held as an integer and a power of ten. Every rounding is stated here and shown to the customer:
 * - the rate (units of `to` per 1 `from`, crossed through the euro) is rounded half-up to 10 significant digits, and
 *   that rounded rate is the one the amounts are computed with, so anyone can check them;
 * - the fee is 0.4 % of the amount sold, half-up to the source currency's minor unit, and is part of the amount sold;
 * - the amount bought is rounded down to the target's minor unit (selling), or the amount sold is the least that buys
 *   the amount asked for (buying).
 */

const SIGNIFICANT_DIGITS = 10;
/** 0.4 %, in thousandths. */
const FEE_PER_MILLE = 4n;

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** `numerator * 10^shift / denominator` as one fraction of integers, for a shift of either sign. */
function shifted(numerator: bigint, denominator: bigint, shift: number): [bigint, bigint] {
  return shift >= 0 ? [numerator * pow10(shift), denominator] : [numerator, denominator * pow10(-shift)];
}

/**
 * Units of `to` per 1 `from`, from each currency's rate per euro (`perEuroFrom` units of `from` buy 1 euro), rounded
 * half-up to 10 significant digits.
 */
export function crossRate(perEuroFrom: Decimal, perEuroTo: Decimal): Decimal {
  const numerator = perEuroTo.units * pow10(perEuroFrom.scale);
  const denominator = perEuroFrom.units * pow10(perEuroTo.scale);
  const floorAt = (scale: number) => {
    const [n, d] = shifted(numerator, denominator, scale);
    return n / d;
  };
  const highest = pow10(SIGNIFICANT_DIGITS);
  let scale = SIGNIFICANT_DIGITS - (numerator.toString().length - denominator.toString().length);
  while (floorAt(scale) >= highest) scale -= 1;
  while (floorAt(scale) < highest / 10n) scale += 1;
  const [n, d] = shifted(numerator, denominator, scale);
  const units = (2n * n + d) / (2n * d);
  // Rounding up can reach 10^10, one digit too many: it is exact with one digit less.
  return units >= highest ? { units: units / 10n, scale: scale - 1 } : { units, scale };
}

/** The fee on an amount sold: 0.4 % of it, half-up to the minor unit. */
export function feeOn(sold: bigint): bigint {
  return (sold * FEE_PER_MILLE * 2n + 1000n) / 2000n;
}

/** What `converted` minor units of the source buy at `rate`, rounded down to the target's minor unit. */
function bought(converted: bigint, rate: Decimal, fromExponent: number, toExponent: number): bigint {
  const numerator = converted * rate.units * pow10(toExponent) * pow10(Math.max(-rate.scale, 0));
  const denominator = pow10(Math.max(rate.scale, 0)) * pow10(fromExponent);
  return numerator / denominator;
}

export interface ConversionAmounts {
  /** Taken from the source balance, fee included. */
  sell: bigint;
  /** Given to the target balance. */
  buy: bigint;
  /** Part of `sell`, kept by the bank in the source currency. */
  fee: bigint;
}

interface Pair {
  rate: Decimal;
  fromExponent: number;
  toExponent: number;
}

/** Selling an exact amount: the fee comes out of it, the rest is converted and rounded down. */
export function whenSelling(sell: bigint, { rate, fromExponent, toExponent }: Pair): ConversionAmounts {
  const fee = feeOn(sell);
  return { sell, fee, buy: bought(sell - fee, rate, fromExponent, toExponent) };
}

/**
 * Buying an exact amount: the least amount sold whose conversion, after its fee, buys at least that much. The
 * customer gets exactly the amount asked for; the amount sold is what that costs.
 */
export function whenBuying(buy: bigint, pair: Pair): ConversionAmounts {
  const buys = (sell: bigint) => bought(sell - feeOn(sell), pair.rate, pair.fromExponent, pair.toExponent);
  let high = 1n;
  while (buys(high) < buy) high *= 2n;
  // buys() never falls as the amount sold grows, so halving finds the least that is enough.
  let low = high / 2n;
  while (low + 1n < high) {
    const middle = (low + high) / 2n;
    if (buys(middle) >= buy) high = middle;
    else low = middle;
  }
  return { sell: high, fee: feeOn(high), buy };
}
