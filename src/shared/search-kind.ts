/**
 * What a hit is, as the results say it: a static page ("Side"), a film's screening ("Film"), a
 * culture event ("Arrangement"), a news article ("Nyhet") or another article ("Artikkel"). A
 * module of its own: the search block and the suggestion script (browser code) read it without the index.
 */
export const SEARCH_KINDS = ["page", "film", "culture", "news", "article"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
