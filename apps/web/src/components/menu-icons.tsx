/**
 * The glyphs of the first bundle (the header's open and close, the crash page's reload), drawn like the rest of
 * the icon set (24-unit grid, 2-unit round strokes). These inline paths keep the icon library's runtime out of it.
 */
const strokes = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  className: "size-6",
} as const;

export function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" {...strokes}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" {...strokes}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

export function ReloadIcon() {
  return (
    <svg aria-hidden="true" focusable="false" {...strokes} strokeLinejoin="round" className="size-4">
      <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}
