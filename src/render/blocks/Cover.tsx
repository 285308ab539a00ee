import * as v from "valibot";
import { Icon } from "../Icon";
import type { ImageProp } from "./block-schemas";
import { Href, ImageProp as ImageSchema } from "./block-schemas";
import { BlockImage } from "./BlockImage";
import { COVER } from "./image-sizes";
import { defineBlock } from "./define-block";
import { h1OwnerId, hasTitleBlock } from "./page-order";
import { documentProduction, documentTitle, firstImage } from "./production-facts";

const Props = v.object({
  image: v.optional(ImageSchema),
  heading: v.optional(v.string()),
  text: v.optional(v.string()),
  link: v.optional(v.object({ href: Href, label: v.pipe(v.string(), v.nonEmpty()) })),
});

/**
 * `cover`: a wide 16:9 picture with an optional heading, text and call to action. Without an image
 * in props it shows the page document's picture: a production's first image (cropped around its
 * focal point) or an article's image. On such a page without a title block (culture pages: cover,
 * movie-info, ticket-list) the cover carries the document's title as the page's h1, so the visitor
 * sees what the page is about; on a page with a title block it shows no heading at all, since the
 * title is already said there. The cover is usually the largest paint, so it loads first.
 */
export const Cover = defineBlock("cover", Props, (p, { block, data }) => {
  const image = p.image ?? defaultImage(data);
  const ownsH1 = h1OwnerId(data.page.blocks, data.document !== undefined) === block.id;
  // The page's title block says the title; the cover repeating it under the picture said it twice.
  const heading = hasTitleBlock(data.page.blocks) ? "" : p.heading || (ownsH1 ? documentTitle(data) : "");
  const hasText = Boolean(heading || p.text || p.link);
  if (!image && !hasText) return null;
  const Heading = ownsH1 ? "h1" : "p";
  // A section only when it holds the page's heading: a picture alone is not a section of the page
  // (an unnamed <section> is no landmark either, so nothing is lost for a screen reader).
  const Box = heading && ownsH1 ? "section" : "div";
  return (
    <Box className={image ? "block b-cover" : "block b-cover b-cover-plain"}>
      {image && <BlockImage image={image} width={1920} height={1080} priority className="cover-image" layout={COVER} />}
      {hasText && (
        <div className="cover-text">
          {heading && <Heading className="cover-heading">{heading}</Heading>}
          {p.text && <p className="cover-lead">{p.text}</p>}
          {p.link && (
            <a href={p.link.href} className="button button-light">
              {p.link.label}
              {/* A cover opens the page: its icon is in the first paint (Icon, docs/decisions/054). */}
              <Icon name="arrow-right" inline />
            </a>
          )}
        </div>
      )}
    </Box>
  );
});

function defaultImage(data: Parameters<typeof documentProduction>[0]): ImageProp | undefined {
  const production = documentProduction(data);
  if (production) return firstImage(production);
  const doc = data.document;
  if (doc?.kind === "article" && doc.article.image) {
    return { url: doc.article.image, alt: doc.article.imageAlt, focalPointQuery: "" };
  }
  return undefined;
}
