import * as v from "valibot";

/**
 * Small schemas the blocks share for their props: a block parses its own props, whatever the page
 * definition holds (docs/decisions/005-blocks-without-suspense.md).
 */

/** A link target in block props: a site path, an http(s) URL or mailto. Never `javascript:`. */
export const Href = v.pipe(
  v.string(),
  v.check((s) => (s.startsWith("/") && !s.startsWith("//")) || /^(https?:\/\/|mailto:)/i.test(s), "a site path, http(s) URL or mailto"),
);

/** An image given in props. `focalPointQuery` is the CMS's `fp-x=0.5&fp-y=0.4`. */
export const ImageProp = v.object({
  url: v.pipe(v.string(), v.nonEmpty()),
  alt: v.optional(v.string(), ""),
  focalPointQuery: v.optional(v.string(), ""),
});
export type ImageProp = v.InferOutput<typeof ImageProp>;

/** A card image may be written as a bare URL or as an image object. */
export const CardImageProp = v.union([
  v.pipe(
    v.string(),
    v.nonEmpty(),
    v.transform((url): ImageProp => ({ url, alt: "", focalPointQuery: "" })),
  ),
  ImageProp,
]);

export const Limit = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A card written by hand in props (card-list, slideshow). */
export const CardProp = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  href: Href,
  image: v.optional(CardImageProp),
  text: v.optional(v.string()),
});
