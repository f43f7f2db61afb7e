/**
 * The header's open and close glyphs, drawn like the rest of the icon set (24-unit grid, 2-unit round strokes).
 * The header ships in the first bundle, and these two inline paths keep the icon library's runtime out of it.
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
