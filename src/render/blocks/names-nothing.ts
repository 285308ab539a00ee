import type { PageData } from "../../content/page-data";
import type { RenderContext } from "../render-context";
import { visibleBlocks } from "./page-order";
import { blockFor } from "./registry";

/**
 * Whether a visible block of the page says the request's query names something its content does
 * not have (BlockComponent.namesNothing): the route then answers the site's 404 instead of a page
 * that the edge cache and KV would keep (docs/decisions/019: only what exists is rendered and stored).
 *
 * @example if (pageNamesNothing(entry.value, ctx)) return notFound(c);
 */
export function pageNamesNothing(data: PageData, ctx: RenderContext): boolean {
  return visibleBlocks(data.page.blocks).some((block) => blockFor(block.component)?.namesNothing?.({ block, data, ctx }) === true);
}
