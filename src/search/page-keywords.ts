import type { Page } from "../content/page";

/** The keywords an editor gave a page (its meta in the page's locale), lower case, trimmed. */
function keywordsOf(page: Page): string[] {
  const raw = page.meta[page.locale]?.keywords ?? "";
  return [
    ...new Set(
      raw
        .split(",")
        .map((k) => k.trim().toLocaleLowerCase("nb-NO"))
        .filter(Boolean),
    ),
  ];
}

/**
 * Each page's keywords that say what this page is about rather than what the site is about: a
 * keyword on more than a tenth of the pages (at least two) — "Nordkyst filmfestival, Havvik, film,
 * kino" heads most of them — tells pages apart by nothing and would make every page a hit for
 * "film". What is left ("festivalpass" on /billettinfo, "kontakt" on /kontakt-oss) is the
 * editor's word for what a visitor asks for when they want that page.
 *
 * @example distinctiveKeywords(pages).get("/billettinfo") // "festivalpass priser"
 */
export function distinctiveKeywords(pages: Page[]): Map<string, string> {
  const perPage = pages.map((p) => [p.path, keywordsOf(p)] as const);
  const count = new Map<string, number>();
  for (const [, words] of perPage) for (const w of words) count.set(w, (count.get(w) ?? 0) + 1);
  const most = Math.max(2, Math.floor(pages.length / 10));
  return new Map(perPage.map(([path, words]) => [path, words.filter((w) => (count.get(w) ?? 0) <= most).join(" ")]));
}
