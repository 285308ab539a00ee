import type { Dictionary } from "../i18n/dictionary";

/** The words a reason is said in: the visitor's language's (src/i18n/, `unplaced`). */
export type UnplacedWords = Dictionary["unplaced"];

/** A film with nothing to plan, by the last step of the visitor's filter that left none (plan-candidates.ts). */
export type NoScreeningLeft = "cancelled" | "noneLeft" | "filter" | "soldOut";

/**
 * Why a watch-listed film is not in the plan, as the planner found it; `unplacedText` says it in
 * the visitor's language. `clash`: it has screenings left, and none fits: `titles` are the chosen
 * films they collide with (walking time included), `fullDays` how many fall on days already full.
 */
export type UnplacedReason = { kind: NoScreeningLeft } | { kind: "clash"; titles: readonly string[]; fullDays: number; maxPerDay: number | undefined };

/** «A», «B» og «C» — the chosen films a film's screenings all collide with, three named at most. */
function titleList(words: UnplacedWords, titles: readonly string[]): string {
  const named = titles.slice(0, 3).map(words.title);
  const rest = titles.length - named.length;
  if (rest > 0) named.push(words.more(rest));
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(", ")} ${words.and} ${named.at(-1)!}`;
}

/**
 * The reason as Min side and the joint plan show it.
 *
 * @example unplacedText(nb.unplaced, { kind: "clash", titles: ["Stormvarsel"], fullDays: 0, maxPerDay: 3 }) // "Alle visningene kolliderer med «Stormvarsel»"
 */
export function unplacedText(words: UnplacedWords, reason: UnplacedReason): string {
  if (reason.kind !== "clash") return words[reason.kind];
  const max = reason.maxPerDay ?? 0;
  if (reason.titles.length === 0) return reason.fullDays > 0 ? words.fullDays(max) : words.noRoom;
  const films = titleList(words, reason.titles);
  return reason.fullDays > 0 ? words.clashOrFull(films, max) : words.clash(films);
}
