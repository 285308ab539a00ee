import { useEffect, useState } from "react";

type QrCodeProps = { value: string; label: string; fallbackUrl: string | null };

/** A drawn code; `null` when it could not be drawn; `undefined` while the encoder is on its way. */
type Drawn = { size: number; d: string } | null | undefined;

/**
 * A ticket's QR code, drawn in the browser from the code the door scanner reads, as an `<svg>`
 * with `role="img"` and a label naming the film. Should drawing fail (a code too long for a QR
 * symbol), the venue's own QR image is shown when there is one; otherwise nothing.
 *
 * The QR encoder is imported when a ticket is shown: Min side without tickets, and the login form
 * there, do without it. Until it is there an empty box of the code's size holds its place.
 */
export function QrCode({ value, label, fallbackUrl }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn>(undefined);
  useEffect(() => {
    let current = true;
    import("../qr-path")
      .then(({ qrPath }) => qrPath(value))
      .catch((error: unknown) => {
        console.error("[ticket] QR code could not be drawn", error);
        return null;
      })
      .then((result) => current && setDrawn(result));
    return () => {
      current = false;
    };
  }, [value]);

  if (drawn === undefined) return <span className="qr" aria-hidden="true" />;
  if (drawn === null) return fallbackUrl ? <img className="qr" src={fallbackUrl} alt={label} width="240" height="240" /> : null;
  return (
    <svg className="qr" role="img" aria-label={label} viewBox={`0 0 ${drawn.size} ${drawn.size}`} width="240" height="240" shapeRendering="crispEdges">
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.d} fill="#000" />
    </svg>
  );
}
