/** A headset in a speech bubble, for the support banner. */
export function SupportArt() {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" className="h-auto w-full">
      <path
        d="M30 20h140a16 16 0 0 1 16 16v72a16 16 0 0 1-16 16H80l-30 26v-26H30a16 16 0 0 1-16-16V36a16 16 0 0 1 16-16Z"
        fill="#15283f"
      />
      <path
        d="M66 84V72a34 34 0 0 1 68 0v12"
        fill="none"
        stroke="#f0a64b"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <rect x="56" y="76" width="18" height="30" rx="8" fill="#fff" />
      <rect x="126" y="76" width="18" height="30" rx="8" fill="#fff" />
      <path d="M135 106c0 10-12 14-26 14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="106" cy="120" r="5" fill="#f0a64b" />
    </svg>
  );
}
