import type { ImageProp } from "./block-schemas";
import { focalPosition } from "./focal-point";

/**
 * An image with its box reserved before it loads (width/height give the aspect ratio, CSS sizes
 * it), cropped around its focal point. `priority` is for the cover, usually the page's largest
 * paint: loaded eagerly and first. Everything else loads lazily.
 */
export function BlockImage({
  image,
  width,
  height,
  priority = false,
  className,
  sizes,
}: {
  image: ImageProp;
  width: number;
  height: number;
  priority?: boolean;
  className: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser can pick a width variant. */
  sizes?: string;
}) {
  const focal = focalPosition(image.focalPointQuery);
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
      sizes={sizes}
      style={focal ? { objectPosition: focal } : undefined}
    />
  );
}
