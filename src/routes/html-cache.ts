import type { Context } from "hono";
import type { PageData } from "../content/page-data";
import type { EntryMeta } from "../kv/read-through";
import { nextOsloMidnight } from "../calendar/oslo-time";
import { osloDayKey } from "../render/format-date";
import { buildTag, fnv1a } from "../http/client-assets";
import { matchesIfNoneMatch } from "../http/if-none-match";

/**
 * A weak ETag from what the HTML is made of: the page data and site chrome entries (content
 * version and build time), the client build, the query (the search page shows it, the programme
 * filters by it) and how many of the page's screenings have started — the only part of a page that
 * changes with the clock: a started screening's ticket button gives way to "Visningen er over", and
 * a 304 must not keep the old button — and, on a page with dated screenings, the Oslo day (`day`,
 * `YYYY-MM-DD`): after midnight its "I dag" tab is another day's. Computed before rendering, so a
 * revalidation that matches costs one KV read and no render.
 */
export function pageEtag(page: EntryMeta, chrome: EntryMeta, search: string, started = 0, day?: string): string {
  const query = search ? `.${fnv1a(search)}` : "";
  const clock = `${started > 0 ? `.s${started.toString(36)}` : ""}${day === undefined ? "" : `.d${day.replaceAll("-", "")}`}`;
  return `W/"${page.version}.${page.builtAt.toString(36)}.${chrome.builtAt.toString(36)}.${buildTag}${query}${clock}"`;
}

/**
 * Where the page stands on the site clock: how many of its screenings (the document's and every
 * source's) have started by `now`, and when the next one starts (epoch ms; undefined when none is
 * to come); the articles its lists hold count alike, by their date. The count grows exactly when some page may change, so it goes into the ETag; the next
 * start is how long the page caches may keep the page (edge/page-cache.ts). One pass:
 * it runs on every render.
 *
 * @example const { started, next } = screeningClock(entry.value, siteNow(config))
 */
export function screeningClock(data: PageData, now: number): ScreeningClock {
  let started = 0;
  let next: number | undefined;
  let dated = false;
  for (const list of screeningLists(data)) {
    dated ||= list.length > 0;
    for (const start of startTimes(list)) {
      if (start <= now) started++;
      else if (next === undefined || start < next) next = start;
    }
  }
  // An article listed is out from its date on (content/published.ts): the list changes then too.
  for (const source of Object.values(data.sources)) {
    if (source.model !== "article") continue;
    for (const { createdAt } of source.items) {
      if (createdAt <= now) started++;
      else if (next === undefined || createdAt < next) next = createdAt;
    }
  }
  return { started, next, dated };
}

/**
 * Where a page stands on the site clock: screenings started, the next start, and whether it lists
 * dated screenings at all (then "I dag", "I morgen" and which days are over depend on the day).
 */
export type ScreeningClock = { started: number; next: number | undefined; dated: boolean };

/**
 * When the page's HTML next changes by the clock alone: the earlier of its next screening start
 * and, for a page with dated screenings, the next midnight in Oslo (its day tabs move then, which
 * no screening start marks). Undefined for a page the clock never changes. The edge cache and KV
 * HTML keep the page until then (the route answers it as `changesAt`: edge/page-answer.ts).
 *
 * @example const changesAt = clockChangesAt(screeningClock(data, now), now)
 */
export function clockChangesAt(clock: ScreeningClock, now: number): number | undefined {
  if (!clock.dated) return clock.next;
  const midnight = nextOsloMidnight(now);
  return clock.next === undefined ? midnight : Math.min(clock.next, midnight);
}

/** The Oslo day that goes into a dated page's ETag (pageEtag), or undefined for a page without dated screenings. */
export function clockDay(clock: ScreeningClock, now: number): string | undefined {
  return clock.dated ? osloDayKey(now) : undefined;
}

/**
 * A list's start times as numbers, parsed once per list: page data parsed from KV is shared by
 * the requests of an isolate (kv/parsed-entries.ts) and never changed, so its lists can be keys.
 */
const parsedStarts = new WeakMap<readonly { startsAt: string }[], number[]>();

function startTimes(list: readonly { startsAt: string }[]): number[] {
  let starts = parsedStarts.get(list);
  if (!starts) {
    starts = list.map((e) => Date.parse(e.startsAt));
    parsedStarts.set(list, starts);
  }
  return starts;
}

/**
 * How many screenings in the page data have started by `now`.
 *
 * @example pageEtag(entry.meta, chrome.meta, url.search, startedScreenings(entry.value, siteNow(config)))
 */
export function startedScreenings(data: PageData, now: number): number {
  return screeningClock(data, now).started;
}

/**
 * When the page's HTML next changes by the clock alone: the start of its first screening that has
 * not started by `now`, or undefined.
 *
 * @example nextScreeningStart(programme, siteNow(config)) // the start of the next screening listed
 */
export function nextScreeningStart(data: PageData, now: number): number | undefined {
  return screeningClock(data, now).next;
}

/** Every list of screenings in the page data: the document's and every source's. */
function screeningLists(data: PageData): { startsAt: string }[][] {
  const doc = data.document;
  const lists = [doc && doc.kind !== "article" ? doc.events : []];
  for (const source of Object.values(data.sources)) {
    if (source.model === "production") lists.push(source.events);
    if (source.model === "event") lists.push(source.items);
  }
  return lists;
}

/** True when the browser already has this version (RFC 9110 §13.1.2, weak comparison). */
export function isNotModified(c: Pick<Context, "req">, etag: string): boolean {
  return matchesIfNoneMatch(c.req.header("If-None-Match"), etag);
}
