import { type ContentProblem, type Located, problemAt } from "./located";
import type { ParsedContent } from "./parsed-content";

/** Every document after the first with the same key, reported where the repeat is. */
function repeats<T>(docs: Located<T>[], keyOf: (value: T) => string | undefined, field: string, what: string): ContentProblem[] {
  const first = new Map<string, Located<T>>();
  const problems: ContentProblem[] = [];
  for (const doc of docs) {
    const key = keyOf(doc.value);
    if (key === undefined) continue;
    const earlier = first.get(key);
    if (earlier) problems.push(problemAt(doc, [field], `duplicate ${what} "${key}" (also in ${earlier.file}${earlier.at ? ` at ${earlier.at}` : ""})`));
    else first.set(key, doc);
  }
  return problems;
}

/** The same thing twice within one array of a document (menu entries). */
function repeatsWithin<T>(doc: Located<unknown>, items: T[], keyOf: (item: T) => string, base: string, field: string, what: string): ContentProblem[] {
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  items.forEach((item, i) => {
    const key = keyOf(item);
    if (seen.has(key)) problems.push(problemAt(doc, [base, i, field], `duplicate ${what} "${key}"`));
    seen.add(key);
  });
  return problems;
}

/**
 * Two documents where one is expected: page paths and ids, article slugs and ids, film slugs,
 * culture page references, production and event ids, menu entry ids, redirect sources.
 *
 * @example duplicateProblems(parsed) // [{ file: "content/articles/b.json", path: "slug", reason: 'duplicate slug "x" (also in …)' }]
 */
export function duplicateProblems(content: ParsedContent): ContentProblem[] {
  const problems = [
    ...repeats(content.pages, (p) => p.path, "path", "page path"),
    ...repeats(content.pages, (p) => p.id, "id", "page id"),
    ...repeats(content.articles, (a) => a.slug, "slug", "slug"),
    ...repeats(content.articles, (a) => a.id, "id", "article id"),
    ...repeats(content.productions, (p) => p.id, "id", "production id"),
    ...repeats(content.productions, (p) => (p.object === "movie" ? p.parentSlug : undefined), "parentSlug", "film slug"),
    ...repeats(content.productions, (p) => (p.object === "culture" ? p.pageReference : undefined), "pageReference", "page reference"),
    ...repeats(content.events, (e) => e.id, "id", "event id"),
  ];
  const { theme, redirects } = content;
  if (theme) problems.push(...repeatsWithin(theme, theme.value.menu, (m) => m.id, "menu", "id", "menu entry id"));
  if (redirects) {
    redirects.value.forEach((r, i) => {
      const earlier = redirects.value.findIndex((o) => o.from === r.from);
      if (earlier < i) problems.push(problemAt(redirects, [i, "from"], `duplicate redirect from "${r.from}" (also at [${earlier}])`));
    });
  }
  return problems;
}
