import { type ContentProblem, problemAt } from "./located";
import type { ParsedContent } from "./parsed-content";

/**
 * Events whose talk does not fit in them: a screening's `durationMinutes` holds the film and the
 * talk after it (guest.ts), so a talk as long as the whole event leaves no film, and the plan and
 * a calendar would end the evening before the talk does. Each value alone is well formed.
 *
 * @example talkProblems(parsed) // [{ file: "content/events/nff-2025-program.json", path: "[3].talk.minutes", reason: "a talk of 30 minutes …" }]
 */
export function talkProblems(content: ParsedContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const doc of content.events) {
    const { talk, durationMinutes } = doc.value;
    if (talk === undefined || talk.minutes < durationMinutes) continue;
    problems.push(
      problemAt(
        doc,
        ["talk", "minutes"],
        `a talk of ${talk.minutes} minutes in an event of ${durationMinutes}: durationMinutes holds the film and the talk after it`,
      ),
    );
  }
  return problems;
}
