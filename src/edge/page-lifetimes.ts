/** How long a page stays fresh in a shared cache before it is refreshed. */
const FRESH_SECONDS = 60;
/** How long a page of the kept set may then be served stale while one refresh runs. */
const STALE_SECONDS = 86_400;

/**
 * Pages are the same for every visitor, so shared caches (the edge) may keep them briefly and
 * serve them stale while they refresh; browsers always revalidate, cheaply, with the ETag.
 */
export const PAGE_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=30";

/**
 * How long a page kept at the edge only (a combination of filters, a search) may be served stale
 * there after its minute of freshness: the kept set alone is kept for a day (docs/decisions/040).
 */
export const EDGE_ONLY_STALE_SECONDS = 240;

export const PAGE_LIFETIME = { freshSeconds: FRESH_SECONDS, staleSeconds: STALE_SECONDS } as const;
