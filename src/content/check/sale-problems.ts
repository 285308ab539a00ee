import { type ContentProblem, problemAt } from "./located";
import type { ParsedContent } from "./parsed-content";

/**
 * Events whose ticket sale starts when or after they do: a typo in the date (a year, a month) that
 * the schema cannot see, since each date alone is well formed. Search engines would read such an
 * offer as never valid. Checked here and not in the event schema, so that one odd record from the
 * venue's API is not dropped from the programme for it.
 *
 * @example saleProblems(parsed) // [{ file: "content/events/buff-2025.json", path: "[3].saleStartsAt", reason: "ticket sale starts …" }]
 */
export function saleProblems(content: ParsedContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const doc of content.events) {
    const { saleStartsAt, startsAt } = doc.value;
    if (saleStartsAt === undefined || Date.parse(saleStartsAt) < Date.parse(startsAt)) continue;
    problems.push(problemAt(doc, ["saleStartsAt"], `ticket sale starts at ${saleStartsAt}, not before the event (${startsAt})`));
  }
  return problems;
}
