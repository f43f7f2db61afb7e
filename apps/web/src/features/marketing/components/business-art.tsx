/** A shop front and a growing chart: a business getting paid. */
export function BusinessArt() {
  return (
    <svg viewBox="0 0 440 340" aria-hidden="true" focusable="false" className="h-auto w-full">
      <circle cx="220" cy="170" r="150" fill="#15283f" />
      <rect x="60" y="120" width="190" height="170" rx="10" fill="#fff" />
      <path d="M50 120h210l-14-44H64Z" fill="#f0a64b" />
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={`M${64 + i * 38} 76h19l-4 44h-19Z`} fill="#fbe8cc" />
      ))}
      <rect x="80" y="150" width="70" height="60" rx="6" fill="#eaeff5" />
      <rect x="168" y="170" width="62" height="120" rx="6" fill="#22395a" />
      <circle cx="218" cy="232" r="4" fill="#f0a64b" />
      <rect x="80" y="226" width="70" height="8" rx="4" fill="#d9e0e9" />
      <rect x="80" y="244" width="50" height="8" rx="4" fill="#d9e0e9" />
      <rect x="262" y="60" width="150" height="150" rx="16" fill="#fff" />
      <rect x="280" y="78" width="60" height="8" rx="4" fill="#0c1a2b" />
      <rect x="280" y="94" width="40" height="6" rx="3" fill="#b3bfcf" />
      {[40, 62, 54, 86].map((h, i) => (
        <rect
          key={h}
          x={284 + i * 30}
          y={192 - h}
          width="18"
          height={h}
          rx="4"
          fill={i === 3 ? "#f0a64b" : "#b3bfcf"}
        />
      ))}
      <circle cx="330" cy="262" r="30" fill="#f0a64b" />
      <circle cx="330" cy="262" r="22" fill="none" stroke="#b8691a" strokeWidth="2" />
      <path
        d="M330 248v28M336 253h-9a5 5 0 0 0 0 10h6a5 5 0 0 1 0 10h-9"
        fill="none"
        stroke="#0c1a2b"
        strokeWidth="3"
      />
      <circle cx="374" cy="236" r="18" fill="#fbe8cc" />
    </svg>
  );
}
