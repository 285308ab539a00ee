import { type ContentProblem, problemAt } from "./located";
import type { ParsedContent } from "./parsed-content";

/**
 * Walking times (site.json `walkingMinutes`) that name a place the site does not have: a typo
 * there would silently fall back to the default minutes and the plan would not say why.
 *
 * @example walkingProblems(parsed) // [{ file: "content/site.json", path: "walkingMinutes[2].to", reason: "unknown place \"bryga\" …" }]
 */
export function walkingProblems(content: ParsedContent): ContentProblem[] {
  const { site } = content;
  if (!site) return [];
  const slugs = new Set(site.value.places.map((p) => p.slug));
  const known = [...slugs].sort().join(", ");
  const problems: ContentProblem[] = [];
  site.value.walkingMinutes.forEach((entry, i) => {
    for (const end of ["from", "to"] as const) {
      if (!slugs.has(entry[end])) problems.push(problemAt(site, ["walkingMinutes", i, end], `unknown place "${entry[end]}" (known: ${known})`));
    }
  });
  return problems;
}
