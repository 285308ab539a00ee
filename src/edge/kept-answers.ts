import { siteNow } from "../config/clock";
import type { KeptAnswer } from "../config/app-env";
import type { AppConfig } from "../config/env";
import type { ContentStamp } from "../kv/entry-meta";
import { namesOutside, type QueryOffers } from "../render/blocks/query-offers";
import { warmIndex } from "../search/index-store";
import { BoundedMap } from "../shared/bounded-map";
import { searchSite } from "../search/search-site";

/**
 * Stands for the query in a search page that found nothing (routes/search.ts): letters and digits
 * only, so the render writes it as it is in text and attributes alike.
 */
export const QUERY_HOLE = "qholeb7e2c9d41f";

/** `parts`: the page around each place of the query (one part for a 404). */
type Kept = { as: KeptAnswer["as"]; offers?: QueryOffers; status: number; headers: Headers; parts: Blob[]; at: number };

/** The status each kind of answer is kept with: anything else (a 304, an error page) is passed on as it is. */
const STATUS: Record<KeptAnswer["as"], number> = { "names-nothing": 404, "search-miss": 200 };

/**
 * Neither kind is revalidated (the ETag named the first visitor's query; a new request costs what
 * a 304 would), and the length changes with the query written in.
 */
const DROPPED = new Set(["etag", "content-length"]);

/** Far above a festival's pages (about 250); only bounds a long-lived isolate. */
const MAX_KEPT = 1_000;
/**
 * Keyed by kind, content and the page's address without its query, never by a visitor's value:
 * bounded by the content's pages. A minute at most, as a rendered 404 page may show the clock.
 */
const kept = new BoundedMap<string, Kept>(MAX_KEPT);
const KEEP_MS = 60_000;

const keyOf = (as: KeptAnswer["as"], stamp: ContentStamp, page: string) => `${as}|${stamp.version}.${stamp.publishedAt}|${page}`;

/** The address without its query: the page an answer is kept for. */
const pageOf = (url: string) => url.split("?", 1)[0] ?? url;

/** Text as React writes it in text and attribute values alike. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#x27" }[c]};`);

/**
 * The kept answer as a new response, the query written in. Blobs and Headers, made once: the
 * runtime copies and joins them itself, where joining the page as a string and encoding it again,
 * or headers from a list, cost a search miss a fifth of its CPU (npm run bench:profile).
 */
function replay(answer: Kept, query = ""): Response {
  const { parts, status, headers } = answer;
  const body = parts.length === 1 ? parts[0] : new Blob(parts.flatMap((part, i) => (i === 0 ? [part] : [escapeHtml(query), part])));
  return new Response(body, { status, headers });
}

function fresh(as: KeptAnswer["as"], stamp: ContentStamp, url: string, now: number): Kept | undefined {
  const found = kept.get(keyOf(as, stamp, pageOf(url)));
  return found && now - found.at < KEEP_MS ? found : undefined;
}

/**
 * After the app answered (middleware/edge-cache.ts): the answer as the visitor gets it — a search
 * that found nothing with their query written in — and, when `stamp` names the content it was
 * rendered from, kept for the edge. One with a cookie of its own is the visitor's alone.
 */
export async function keepAnswer(url: string, response: Response, answer: KeptAnswer, stamp: ContentStamp | undefined, now = Date.now()): Promise<Response> {
  if (response.status !== STATUS[answer.as] || !response.body) return response;
  const headers = new Headers(response.headers);
  for (const name of DROPPED) headers.delete(name);
  const made: Kept = {
    as: answer.as,
    status: response.status,
    headers,
    parts: (await response.text()).split(QUERY_HOLE).map((part) => new Blob([part])),
    at: now,
  };
  if (stamp && !response.headers.has("Set-Cookie")) {
    if (answer.as === "names-nothing") made.offers = answer.offers();
    kept.set(keyOf(answer.as, stamp, pageOf(url)), made);
  }
  return replay(made, answer.as === "search-miss" ? answer.query : "");
}

/**
 * The 404 page for a query naming nothing, before the edge caches are asked (edge/cached-page.ts):
 * when the app answered one for this page and content, and this query has a value outside what the
 * page offers. Undefined for anything else, which goes on as before.
 */
export function namesNothingAnswer(url: string, stamp: ContentStamp, now = Date.now()): Response | undefined {
  const start = url.indexOf("?");
  if (start === -1) return undefined;
  const found = fresh("names-nothing", stamp, url, now);
  return found?.offers && namesOutside(found.offers, new URLSearchParams(url.slice(start + 1))) ? replay(found) : undefined;
}

/**
 * The search page that found nothing, when the app answered one for this page and content and the
 * index this isolate holds finds nothing for this query either: one index lookup, no render, and
 * nothing kept per query. `q` is as page-params.ts spelt it, which is what the route searches.
 */
export async function searchMissAnswer(url: string, stamp: ContentStamp, config: AppConfig, now = Date.now()): Promise<Response | undefined> {
  const start = url.indexOf("?");
  const found = start === -1 ? undefined : fresh("search-miss", stamp, url, now);
  const query = found && new URLSearchParams(url.slice(start + 1)).get("q");
  if (!found || !query) return undefined;
  // Only an index already here: loading one is the route's work.
  const index = await warmIndex(stamp.version)?.catch(() => undefined);
  return index && searchSite(index, query, siteNow(config)).total === 0 ? replay(found, query) : undefined;
}
