/**
 * How far a rate is from the rate in force, in exact decimals: rates have at most 10 decimals (`ecb-rates.ts`), so
 * scaled by 10^10 they are integers and no float decides whether a file is refused.
 */
const DECIMALS = 10;
const SCALE = 10n ** BigInt(DECIMALS);

function scaled(rate: string): bigint {
  const [whole = "0", fraction = ""] = rate.split(".");
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(DECIMALS, "0").slice(0, DECIMALS));
}

const distance = (rate: string, inForce: string) => {
  const [given, current] = [scaled(rate), scaled(inForce)];
  return { difference: given > current ? given - current : current - given, current };
};

/** Whether the rate is further than `maxPercent` from the rate in force. */
export function movesTooFar(rate: string, inForce: string, maxPercent: number): boolean {
  const { difference, current } = distance(rate, inForce);
  return difference * 100n > current * BigInt(maxPercent);
}

/** How far the rate is from the rate in force, in percent with two decimals ("99.99"). */
export function percentAway(rate: string, inForce: string): string {
  const { difference, current } = distance(rate, inForce);
  const hundredths = (difference * 20_000n + current) / (2n * current);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
}
