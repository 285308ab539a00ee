/**
 * Where the header's search field asks for suggestions (src/routes/search-suggest.ts). A module of
 * its own so the header names it without importing the route and the index it reads.
 */
export const SUGGEST_PATH = "/api/search/suggest";
