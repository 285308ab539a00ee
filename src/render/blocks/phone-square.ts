import type { ImageProp } from "./block-schemas";
import { focalFraction } from "./focal-point";
import type { PictureLayout } from "./image-sizes";
import { squareVariants } from "./image-variants";

/**
 * Art direction for one picture: the `<source>` a phone takes instead of the img's whole picture
 * (`media`, its srcset and sizes, the square's size), and the query of everywhere else (`otherwise`),
 * which the head's preload of the whole picture carries so that no screen preloads both.
 */
export type ArtDirection = { media: string; otherwise: string; srcset: string; sizes: string; width: number; height: number };

/**
 * The phone's square of a picture, cut by the build around its focal point's x (the middle when the
 * content names none), as `layout` draws it where its `media` holds; undefined when the build cut
 * none for this picture and point, and then the picture is one img, as before (decision 056).
 *
 * @example phoneSquare({ url: "/images/art/film-nordlysets-datter.jpg", focalPointQuery: "fp-x=0.5" }, FESTIVAL_HERO_PHONE)?.media // "(max-width: 34rem) and …"
 */
export function phoneSquare(image: Pick<ImageProp, "url" | "focalPointQuery">, layout: PictureLayout & { media: string }): ArtDirection | undefined {
  const square = squareVariants(image.url, focalFraction(image.focalPointQuery, "x") ?? 0.5, layout);
  if (!square) return undefined;
  return {
    media: layout.media,
    otherwise: `not all and ${layout.media}`,
    srcset: square.srcset,
    sizes: layout.sizes,
    width: square.width,
    height: square.height,
  };
}
