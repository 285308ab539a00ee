import { useMemo } from "react";
import { qrPath } from "../qr-path";

type QrCodeProps = { value: string; label: string; fallbackUrl: string | null };

/**
 * A ticket's QR code, drawn in the browser from the code the door scanner reads, as an `<svg>`
 * with `role="img"` and a label naming the film. Should drawing fail (a code too long for a QR
 * symbol), the venue's own QR image is shown when there is one; otherwise nothing.
 */
export function QrCode({ value, label, fallbackUrl }: QrCodeProps) {
  const drawn = useMemo(() => {
    try {
      return qrPath(value);
    } catch (error) {
      console.error("[ticket] QR code could not be drawn", error);
      return null;
    }
  }, [value]);

  if (!drawn) return fallbackUrl ? <img className="qr" src={fallbackUrl} alt={label} width="240" height="240" /> : null;
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      width="240"
      height="240"
      shapeRendering="crispEdges"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.d} fill="#000" />
    </svg>
  );
}
