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

/** The decimal's text, without trailing zeros: "0.9155", "162.48". */
export function decimalText({ units, scale }: Decimal): string {
  if (scale <= 0) return (units * 10n ** BigInt(-scale)).toString();
  const digits = units.toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}
