import { type Context, Hono } from "hono";
import type MiniSearch from "minisearch";
import type { AppEnv } from "../config/app-env";
import { siteNow } from "../config/clock";
import type { PageData } from "../content/page-data";
import type { Entry } from "../kv/read-through";
import type { SearchDocument } from "../search/documents";
import { SearchIndexStore } from "../kv/search-index-store";
import { parseQuery } from "../search/query";
import { searchSite, type SearchResults } from "../search/search-site";
import { notFound } from "./not-found";
import { answerPage } from "./answer-page";
import { SEARCH_PATH } from "../shared/site-paths";

/**
 * The page data with the results handed to its search blocks as a prop. A copy: the entry
 * itself is what the page store read and must stay as it was.
 */
function withResults(entry: Entry<PageData>, results: SearchResults | null): Entry<PageData> {
  const { page } = entry.value;
  const blocks = page.blocks.map((b) => (b.component === "search" ? { ...b, props: { ...b.props, results } } : b));
  return { ...entry, value: { ...entry.value, page: { ...page, blocks } } };
}

/**
 * The search index of the content this request's chrome names: from the isolate, KV, or built
 * once per content version (kv/search-index-store.ts). The search page and the suggestions share it.
 */
export function searchIndexOf(c: Context<AppEnv>): Promise<MiniSearch<SearchDocument>> {
  const store = new SearchIndexStore(c.var.config.PAGES, c.var.source, {
    waitUntil: (work) => c.executionCtx.waitUntil(work),
  });
  return store.index(c.var.chrome.meta.version);
}

/**
 * `GET /search?q=`: the /search page of the content with the hits for `q`,
 * server-rendered. An empty q shows the page with a prompt; a long one is cut (query.ts). The
 * index comes from the isolate or KV, built only once per content version (kv/search-index-store.ts).
 * Results are kept in this data centre's edge cache per normalised query when they found
 * something, never in KV, and a query that found nothing is kept nowhere: what a visitor types is
 * endless (the search block's `listsNothing`, docs/decisions/040).
 */
export const searchRoutes = new Hono<AppEnv>().get(SEARCH_PATH, async (c) => {
  const entry = await c.var.store.pageData({ kind: "page", path: SEARCH_PATH });
  if (!entry) return notFound(c);
  const query = parseQuery(c.req.query("q"));
  let results: SearchResults | null = null;
  if (query) results = searchSite(await searchIndexOf(c), query, siteNow(c.var.config));
  return answerPage(c, withResults(entry, results));
});
