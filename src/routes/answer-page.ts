import type { Context } from "hono";
import type { AppEnv } from "../config/app-env";
import type { PageData } from "../content/page-data";
import { keepOf } from "../edge/kept-set";
import { type Keep, narrower, pageAnswer } from "../edge/page-answer";
import type { Entry } from "../kv/read-through";
import { pageReads, queryListsNothing } from "../render/blocks/page-reads";
import { queryNamesNothing } from "../render/blocks/query-names-nothing";
import { notFoundForQuery } from "./kept-not-found";
import { pageAddressOf, pageContext, renderedPage } from "./render-page";
import { withScheduleChanges } from "./schedule-changes-props";

/**
 * A page of the content as the answer to this request, and where it may be kept
 * (docs/decisions/040). The query is read as the page's blocks read it (render-page.ts). When it
 * names something none of its blocks have (`/kinoprogram?dag=2031-01-01`, `?sted=Mars`), the
 * answer is the 404 page, rendered once per page path and content (kept-not-found.ts) and kept
 * by no page cache. Otherwise the page, kept in KV when its address is in the kept set (the page
 * itself or one value it offers: edge/kept-set.ts `keepOf`), at the edge only for any other
 * address, and nowhere when the query leaves a list empty or the schedule's changes are not yet
 * recorded for this content.
 *
 * @example return entry ? answerPage(c, entry) : notFound(c);
 */
export async function answerPage(c: Context<AppEnv>, given: Entry<PageData>): Promise<Response> {
  const ctx = pageContext(c, given.value);
  if (queryNamesNothing(given.value, ctx)) return notFoundForQuery(c);
  const { entry, recorded } = await withScheduleChanges(c, given);
  const { address, search } = pageAddressOf(c, given.value);
  const { response, changesAt } = await renderedPage(c, entry, 200, ctx);
  const empty = queryListsNothing(entry.value, ctx);
  // A version whose changes are not recorded yet is rendered again within a minute or two: never into KV.
  const keep: Keep = empty ? "nowhere" : narrower(keepOf(search, pageReads(given.value, ctx)), recorded ? "kv" : "edge");
  return pageAnswer(c, { response, keep, changesAt, address });
}
