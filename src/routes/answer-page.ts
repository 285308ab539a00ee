import type { Context } from "hono";
import type { AppEnv } from "../config/app-env";
import type { PageData } from "../content/page-data";
import type { Entry } from "../kv/read-through";
import { pageOffers, queryNamesNothing } from "../render/blocks/query-names-nothing";
import { notFoundForQuery } from "./kept-not-found";
import { pageContext, renderPage } from "./render-page";
import { withScheduleChanges } from "./schedule-changes-props";

/**
 * A page of the content as the answer to this request: the 404 page when its query names
 * something none of its blocks have (`/kinoprogram?dag=2031-01-01`, `?sted=Mars`), else the page.
 * Asked before anything is rendered, so such a query costs no render that is kept: a 404 is never
 * stored in the edge cache or KV (edge/edge-html-cache.ts `storable`), and no ETag can match it;
 * the 404 page itself is rendered once per page path and content (kept-not-found.ts), and after the
 * first such query the edge answers the next without the app, by the values the page offers
 * (edge/kept-answers.ts).
 *
 * @example return entry ? answerPage(c, entry) : notFound(c);
 */
export async function answerPage(c: Context<AppEnv>, given: Entry<PageData>): Promise<Response> {
  const ctx = pageContext(c, given.value);
  if (queryNamesNothing(given.value, ctx)) {
    // The edge answers the next such value itself, by what the page offers (edge/kept-answers.ts).
    c.set("keptAnswer", { as: "names-nothing", offers: () => pageOffers(given.value, ctx) });
    return notFoundForQuery(c);
  }
  const entry = await withScheduleChanges(c, given);
  return renderPage(c, entry, 200, ctx);
}
