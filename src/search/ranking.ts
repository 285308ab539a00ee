import type { SearchKind } from "../shared/search-kind";
import { isPublished } from "../content/published";

const DAY_MS = 86_400_000;

/**
 * Static pages are where a visitor asking for "billettinfo", "kontakt" or "frivillig" means to go:
 * they are kept current by the editors, have no date to age by, and count as much as today's news.
 */
const PAGE_BOOST = 2;

/**
 * News and other articles: 2× today, its lead halving every half year, so this year's article on
 * a subject ranks above last year's ("Festivalpass og billetter til NFF 2025" above "Festivalpass
 * 2024", whose short title alone would score higher).
 */
function articleBoost(ageMs: number): number {
  return 1 + 2 ** (-Math.max(0, ageMs) / (182 * DAY_MS));
}

/**
 * Screenings and culture events: one still to come ranks above one that is over, and the nearest
 * above later ones (so of a film's screenings the next one is the hit shown); one that is over
 * counts little, whatever it is about.
 */
function eventBoost(startsInMs: number): number {
  if (startsInMs < 0) return 0.5;
  return 1.25 + 0.5 * 2 ** (-startsInMs / (14 * DAY_MS));
}

/**
 * How much a document's score counts at the site's "now" (src/config/clock.ts): current things first
 * MiniSearch multiplies each hit's score by this; an article not published at `now`
 * (content/published.ts) scores 0, which leaves it out of results and suggestions.
 *
 * @example currentFirst(now)("", "", { kind: "film", date: now + 3_600_000 }) // ≈ 1.75
 */
export function currentFirst(now: number) {
  return (_id: unknown, _term: string, stored?: Record<string, unknown>): number => {
    const kind = stored?.kind as SearchKind | undefined;
    const date = typeof stored?.date === "number" ? stored.date : null;
    if (kind === "page") return PAGE_BOOST;
    if (date === null) return 1;
    if (kind === "film" || kind === "culture") return eventBoost(date - now);
    // MiniSearch drops a hit whose boost is 0: an article dated after the clock is not out yet.
    return isPublished({ createdAt: date }, now) ? articleBoost(now - date) : 0;
  };
}
