import { brand } from "@larkspur/shared/brand";

/** The larkspur flower: three petals on a stem, drawn for small sizes. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-ink-900)" />
      <path d="M16 6c-3 4-3 8 0 12 3-4 3-8 0-12Z" fill="var(--color-accent-400)" />
      <path d="M9 13c0 5 3 8 7 9-1-4-3-7-7-9Zm14 0c0 5-3 8-7 9 1-4 3-7 7-9Z" fill="var(--color-ink-100)" />
      <path d="M16 22v4" stroke="var(--color-ink-100)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span
        className={`text-xl font-semibold tracking-tight ${tone === "dark" ? "text-ink-900" : "text-white"}`}
      >
        {brand.name}
      </span>
    </span>
  );
}
