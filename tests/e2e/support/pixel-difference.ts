import sharp from "sharp";

/** How far two same-sized screenshots differ: pixels whose colour moved by more than a hair. */
export type PixelDifference = { pixels: number; share: number; box: { left: number; top: number; right: number; bottom: number } | null };

/** A channel may move this much (of 255) before the pixel counts as changed: antialiasing noise. */
const CHANNEL_TOLERANCE = 8;

/**
 * Compares two PNG screenshots pixel by pixel (sharp decodes them): the number and share of changed
 * pixels, and the box around them, to say where a difference is.
 */
export async function pixelDifference(a: Buffer, b: Buffer): Promise<PixelDifference> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (!x || !y) throw new Error("pixelDifference: a screenshot did not decode");
  const { width, height } = x.info;
  if (width !== y.info.width || height !== y.info.height) throw new Error(`pixelDifference: ${width}×${height} against ${y.info.width}×${y.info.height}`);
  let pixels = 0;
  let box: PixelDifference["box"] = null;
  for (let i = 0; i < width * height; i++) {
    const at = i * 4;
    let changed = false;
    for (let c = 0; c < 4 && !changed; c++) changed = Math.abs((x.data[at + c] ?? 0) - (y.data[at + c] ?? 0)) > CHANNEL_TOLERANCE;
    if (!changed) continue;
    pixels++;
    const left = i % width;
    const top = Math.floor(i / width);
    box = box
      ? { left: Math.min(box.left, left), top: Math.min(box.top, top), right: Math.max(box.right, left), bottom: Math.max(box.bottom, top) }
      : { left, top, right: left, bottom: top };
  }
  return { pixels, share: pixels / (width * height), box };
}
