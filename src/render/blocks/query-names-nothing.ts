import type { PageData } from "../../content/page-data";
import type { RenderContext } from "../render-context";
import { visibleBlocks } from "./page-order";
import { mergeOffers, type QueryOffers } from "./query-offers";
import { blockFor } from "./registry";

/**
 * Whether the request's query names something one of the page's visible blocks does not have (a
 * programme day without screenings, a place not in use …; each block says so by its
 * `namesNothing`, see defineBlock). Such a page is answered with the 404 page and never rendered or
 * kept: a query cannot make a new page out of nothing (docs/decisions/019 and 027). A request
 * without a query names nothing at all.
 *
 * @example if (queryNamesNothing(entry.value, ctx)) return notFound(c);
 */
export function queryNamesNothing(data: PageData, ctx: RenderContext): boolean {
  if (Object.keys(ctx.queries).length === 0) return false;
  return visibleBlocks(data.page.blocks).some((block) => blockFor(block.component)?.namesNothing?.({ block, data, ctx }) ?? false);
}

/**
 * Every value of each parameter the page's visible blocks judge that names something on the page
 * (query-offers.ts): a value outside is a 404 by `queryNamesNothing` too, so the edge can answer it
 * without the app (edge/names-nothing-answers.ts, from the kept set: edge/kept-set.ts).
 *
 * @example namesOutside(pageOffers(data, ctx), new URLSearchParams("sted=Mars")) // true on /kinoprogram
 */
export function pageOffers(data: PageData, ctx: RenderContext): QueryOffers {
  const all = visibleBlocks(data.page.blocks).map((block) => blockFor(block.component)?.offers?.({ block, data, ctx }));
  return mergeOffers(all.filter((offers) => offers !== undefined));
}
