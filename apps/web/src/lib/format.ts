import { formatUsd } from "@larkspur/shared/money";

/** "$1,234.50". */
export function formatAmount(dollars: number): string {
  return formatUsd(dollars);
}

/** "+ $25.00" or "- $25.00", the way transaction lists show money in and out. */
export function formatSignedAmount(dollars: number, direction: "in" | "out"): string {
  return `${direction === "in" ? "+" : "-"} ${formatUsd(Math.abs(dollars))}`;
}

/** A date in the customer's own locale, e.g. "Mar 5, 2026" for en-US. */
export function formatDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
) {
  return new Intl.DateTimeFormat(undefined, options).format(new Date(value));
}

export function formatDateTime(value: string | Date): string {
  return formatDate(value, { dateStyle: "medium", timeStyle: "short" });
}

/** Day of month and short month name, for the date badge of a transaction row. */
export function formatDayMonth(value: string | Date): { day: string; month: string } {
  const date = new Date(value);
  return {
    day: new Intl.DateTimeFormat(undefined, { day: "numeric" }).format(date),
    month: new Intl.DateTimeFormat(undefined, { month: "short" }).format(date),
  };
}
