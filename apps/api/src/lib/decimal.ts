// Exact decimals for rates, which the conversions compute with and the limits read (a dollar value of any currency).

/** A positive exact decimal: `units / 10^scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

/** Reads a positive decimal text such as "1.0832" or "162.5"; the stored rates are `numeric`, never floats. */
export function parseDecimal(text: string): Decimal {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a decimal: ${text}`);
  const fraction = match[2] ?? "";
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}
