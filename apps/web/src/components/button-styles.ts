/** Class names for anything that looks like a button, so links and buttons share one look. */
export type ButtonVariant = "primary" | "accent" | "outline" | "ghost" | "outline-light" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-ink-900 text-white hover:bg-ink-700",
  accent: "bg-accent-400 text-ink-950 hover:bg-accent-300",
  outline: "border border-ink-300 bg-white text-ink-900 hover:border-ink-900",
  ghost: "text-ink-900 hover:bg-ink-100",
  "outline-light": "border border-white/40 text-white hover:border-white hover:bg-white/10",
  danger: "bg-negative-600 text-white hover:bg-red-800",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
