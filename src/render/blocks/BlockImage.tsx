import type { ImageProp } from "./block-schemas";
import { focalPosition } from "./focal-point";
import { imageVariants } from "./image-variants";

/**
 * An image with its box reserved before it loads (width/height give the aspect ratio, CSS sizes
 * it), cropped around its focal point. A picture the build cut into variants is a `<picture>`:
 * WebP widths for browsers that take them, JPEG widths otherwise, and `sizes` tells the browser how
 * wide it is drawn so a phone fetches a small file. `priority` is for the first screen's largest
 * picture: loaded eagerly and first (the head preloads it too: first-screen-image.ts); `eager`
 * loads a picture of the first screen at once, at normal priority. Everything else loads lazily.
 * A picture without variants (a CMS image on another host) is a plain img. `webpOnly` draws a
 * variant picture as one img of WebP widths, for long lists (a festival day's 46 rows, a catalogue
 * of ninety posters) where `<picture>` and `<source>` were two of each item's fourteen to twenty elements (every browser the site supports reads
 * WebP; the JPEG widths stay for the pictures shared as og:image and in structured data). For lazy
 * pictures only: React writes a preload `<link>` beside an eager img with a srcset (not inside a
 * `<picture>`), which a card rendered apart would leave in the middle of the grid.
 */
export function BlockImage({
  image,
  width,
  height,
  priority = false,
  eager = false,
  className,
  sizes,
  widest,
  webpOnly = false,
}: {
  image: ImageProp;
  width: number;
  height: number;
  priority?: boolean;
  /** On the first screen but not its largest picture (a grid's first row): loaded at once, at normal priority. */
  eager?: boolean;
  className: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser can pick a width variant. */
  sizes?: string;
  /** The widest variant any screen needs (the largest `sizes` width × 3): wider ones are left out. */
  widest?: number;
  /** One img with the WebP widths, no `<picture>` (a long grid's posters). */
  webpOnly?: boolean;
}) {
  const focal = focalPosition(image.focalPointQuery);
  const variants = imageVariants(image.url, widest);
  const img = (
    <img
      src={variants?.src ?? image.url}
      srcSet={webpOnly ? variants?.webp : variants?.jpeg}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
      sizes={variants ? (sizes ?? "100vw") : sizes}
      style={focal ? { objectPosition: focal } : undefined}
    />
  );
  if (!variants || webpOnly) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={variants.webp} sizes={sizes ?? "100vw"} />
      {img}
    </picture>
  );
}
