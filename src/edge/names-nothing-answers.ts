import type { ContentStamp } from "../kv/entry-meta";
import { BoundedMap } from "../shared/bounded-map";
import type { KeptSet } from "./kept-set";

/**
 * Whether an address (as page-address.ts spells it) has a value its page does not offer, by the
 * kept set: a day without screenings, a place not in use, a page past the last. The app answers
 * such an address with the 404 page (routes/answer-page.ts), which is never kept by a page cache.
 *
 * @example namesNothing(set, "/kinoprogram", "/kinoprogram?sted=Mars") // true
 */
export function namesNothing(set: KeptSet, path: string, address: string): boolean {
  const start = address.indexOf("?");
  const reads = Object.hasOwn(set.reads, path) ? set.reads[path] : undefined;
  if (start === -1 || !reads) return false;
  for (const [name, value] of new URLSearchParams(address.slice(start + 1))) {
    const offered = reads.offers[name];
    if (offered && !offered.includes(value)) return true;
  }
  return false;
}

type Kept = { status: number; headers: Headers; body: Blob; at: number };

/** Far above a festival's pages (about 250); only bounds a long-lived isolate. */
const kept = new BoundedMap<string, Kept>(1_000);

/** A minute at most, as a rendered 404 page may show the clock. */
const KEEP_MS = 60_000;

/**
 * The 404 page answered for values that name nothing, kept in this isolate per page and content
 * version, never per value: after the first such request for a page, the next gets the same page
 * without the app (no chrome read, no render), and an outsider's random values cost a set lookup.
 */
export const namesNothingAnswers = {
  /** The kept 404 page for `path` under `content`, or undefined. */
  get(content: ContentStamp, path: string, now = Date.now()): Response | undefined {
    const found = kept.get(keyOf(content, path));
    if (!found || now - found.at >= KEEP_MS) return undefined;
    return new Response(found.body, { status: found.status, headers: found.headers });
  },

  /** Keeps the app's 404 answer for `path` under `content` and answers a copy of it. */
  async keep(content: ContentStamp, path: string, response: Response, now = Date.now()): Promise<Response> {
    if (response.status !== 404 || response.headers.has("Set-Cookie")) return response;
    const made: Kept = { status: response.status, headers: new Headers(response.headers), body: await response.blob(), at: now };
    // The ETag named the first value; a 404 is never revalidated, and its length goes with the body.
    made.headers.delete("ETag");
    kept.set(keyOf(content, path), made);
    return new Response(made.body, { status: made.status, headers: made.headers });
  },
};

const keyOf = (content: ContentStamp, path: string) => `${content.version}.${content.publishedAt}|${path}`;
