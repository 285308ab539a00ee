import { encode } from "uqr";

/**
 * A QR code as one SVG path: each dark module a 1×1 square, merged per row into runs, so a
 * ticket's code is a few hundred path commands rather than thousands of elements. `size`
 * includes the 4-module quiet zone scanners need (ISO/IEC 18004).
 *
 * Error correction M (15 %): a phone screen with a crack or glare still scans.
 *
 * @example qrPath("NFF-123").size // 29 (21 modules + 2 × 4 quiet zone)
 */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  let d = "";
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, d };
}
