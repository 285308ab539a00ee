import type { ImageProp } from "./block-schemas";
import { focalPosition } from "./focal-point";
import type { PictureLayout } from "./image-sizes";
import { imageVariants } from "./image-variants";
import type { ArtDirection } from "./phone-square";

/**
 * An image with its box reserved before it loads (width/height give the aspect ratio, CSS sizes
 * it), cropped around its focal point. A picture the build cut into variants is one `<img>`: its
 * srcset lists the WebP widths some screen takes in its layout and `sizes` says how wide the
 * layout draws it (image-sizes.ts), so a phone fetches a small file; `src` is a JPEG for a browser
 * that reads neither. No `<picture>` with a JPEG list beside the WebP one: every browser the site
 * supports reads WebP (decision 039), and the second list doubled every picture's markup.
 * `priority` is for the first screen's largest picture: loaded eagerly and first (the head
 * preloads it too: first-screen-image.ts); `eager` loads a picture of the first screen at once.
 * Everything else loads lazily. Every picture but the largest is asked for at low priority, so
 * on a slow line the document, the first screen's text and its largest picture go first, even
 * where a lazy picture is on the first screen (docs/decisions/055). A picture without variants (a CMS image on
 * another host) is a plain img.
 *
 * `phone` is art direction, not a second list of the same picture: the square the build cut around
 * the focal point, a `<source>` with its `media` that a phone takes instead of the whole picture
 * (decision 056). Its focal point sits as far across the square as across the whole, so the img's
 * one `object-position` holds for either.
 *
 * An eager img with variants stands in a `<picture>` (no `<source>` but the phone's, no second list): React
 * writes its own `<link rel="preload">` for an eager img with a srcset anywhere else, which would
 * repeat the head's preload of the first picture word for word, and leave a link in the middle of
 * a grid whose cards are rendered apart (film-card-html.ts). `picture` lays out as `contents`.
 */
export function BlockImage({
  image,
  width,
  height,
  layout,
  priority = false,
  eager = false,
  phone,
  className,
}: {
  image: ImageProp;
  width: number;
  height: number;
  /** How the picture is drawn: its `sizes` and the widths worth listing (image-sizes.ts). */
  layout: PictureLayout;
  priority?: boolean;
  /** On the first screen but not its largest picture (a grid's first row): loaded at once (at low priority, as every other). */
  eager?: boolean;
  /** The phone's square of the picture (phone-square.ts), where the build cut one. */
  phone?: ArtDirection | undefined;
  className: string;
}) {
  const focal = focalPosition(image.focalPointQuery);
  const variants = imageVariants(image.url, layout);
  const img = (
    <img
      src={variants?.src ?? image.url}
      srcSet={variants?.srcset}
      sizes={variants ? layout.sizes : undefined}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "low"}
      decoding={priority ? undefined : "async"}
      className={className}
      style={focal ? { objectPosition: focal } : undefined}
    />
  );
  if (!variants || !(priority || eager || phone)) return img;
  return (
    <picture>
      {phone && <source media={phone.media} srcSet={phone.srcset} sizes={phone.sizes} width={phone.width} height={phone.height} />}
      {img}
    </picture>
  );
}
