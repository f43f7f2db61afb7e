/** A phone sending money along an arc to the globe, with a "sent" receipt; drawn inline, nothing to fetch. */
export function SendMoneyArt() {
  return (
    <svg viewBox="0 0 440 340" aria-hidden="true" focusable="false" className="h-auto w-full">
      <circle cx="250" cy="170" r="150" fill="#15283f" />
      <g fill="none" stroke="#3a5275" strokeWidth="2">
        <circle cx="330" cy="110" r="62" />
        <ellipse cx="330" cy="110" rx="26" ry="62" />
        <path d="M268 110h124M276 80h108M276 140h108" />
      </g>
      <path
        d="M205 120C240 40 300 30 318 50"
        fill="none"
        stroke="#f0a64b"
        strokeWidth="3"
        strokeDasharray="6 8"
      />
      <path d="m310 40 12 10-14 6" fill="none" stroke="#f0a64b" strokeWidth="3" strokeLinecap="round" />
      <rect x="70" y="40" width="150" height="270" rx="26" fill="#fff" />
      <rect x="82" y="52" width="126" height="246" rx="18" fill="#f5f7fa" />
      <rect x="96" y="70" width="98" height="66" rx="12" fill="#0c1a2b" />
      <rect x="108" y="84" width="40" height="6" rx="3" fill="#8596ae" />
      <rect x="108" y="100" width="66" height="12" rx="4" fill="#fff" />
      <circle cx="180" cy="122" r="6" fill="#f0a64b" />
      {[152, 192, 232].map((y) => (
        <g key={y}>
          <circle cx="110" cy={y + 14} r="10" fill="#eaeff5" />
          <rect x="126" y={y + 8} width="44" height="6" rx="3" fill="#b3bfcf" />
          <rect x="126" y={y + 18} width="28" height="5" rx="2.5" fill="#d9e0e9" />
          <rect x="174" y={y + 10} width="20" height="7" rx="3" fill="#56698a" />
        </g>
      ))}
      <rect x="236" y="200" width="170" height="84" rx="16" fill="#fff" />
      <circle cx="266" cy="242" r="16" fill="#1f7a4d" />
      <path d="m258 242 6 6 10-12" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <rect x="292" y="228" width="90" height="8" rx="4" fill="#0c1a2b" />
      <rect x="292" y="246" width="60" height="6" rx="3" fill="#b3bfcf" />
      <rect x="292" y="260" width="74" height="6" rx="3" fill="#d9e0e9" />
    </svg>
  );
}
