import { create } from "qrcode";
import { useMemo } from "react";

/**
 * A QR code drawn here as SVG, so the secret it carries never leaves the browser for an image service. Each dark
 * module is a 1×1 square of one path; a quiet zone of 4 modules surrounds it, as scanners expect.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: "M" });
    let d = "";
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) {
        if (modules.data[y * modules.size + x]) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }
    }
    return { size: modules.size + 8, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-lg border border-ink-200 bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
