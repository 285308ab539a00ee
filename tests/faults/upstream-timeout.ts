/**
 * The fault suite's timeout for every upstream (VENUE_TIMEOUT_MS, RUNTIME_API_TIMEOUT_MS,
 * CONTENT_API_TIMEOUT_MS in vitest.config.ts): short, so silence and slow bytes end quickly, and a
 * hang (30 s) is many times longer than any bound the tests set.
 */
export const UPSTREAM_TIMEOUT_MS = 800;
