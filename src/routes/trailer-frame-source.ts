import type { PageData } from "../content/page-data";
import { TRAILER_FRAME_ORIGINS, parseTrailer } from "../content/trailer";

/**
 * The host a page may frame: the trailer player's, on a film page that shows a trailer (a visible
 * `trailer` block and a valid trailer address); nothing anywhere else. Read from the same page
 * data the page is rendered from, so the policy and the markup cannot disagree.
 */
export function trailerFrameSource(data: PageData): string | undefined {
  const doc = data.document;
  if (!doc || doc.kind === "article" || !doc.production.trailer) return undefined;
  if (!data.page.blocks.some((b) => b.component === "trailer" && !b.hide)) return undefined;
  const trailer = parseTrailer(doc.production.trailer);
  return trailer ? TRAILER_FRAME_ORIGINS[trailer.provider] : undefined;
}
