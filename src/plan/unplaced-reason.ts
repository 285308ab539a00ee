/**
 * Why a watch-listed film is not in the plan, in Norwegian as Min side shows it (the API answers
 * Norwegian, as its error messages do).
 */
export const UNPLACED = {
  cancelled: "Avlyst",
  noneLeft: "Ingen flere visninger",
  filter: "Ingen visninger passer filteret",
  soldOut: "Utsolgt",
  /** The search ran out of its work budget before it could place the film (see docs/decisions/023). */
  noRoom: "Fikk ikke plass i planen",
} as const;

/** «A», «B» og «C» — the chosen films a film's screenings all collide with, three named at most. */
function titleList(titles: readonly string[]): string {
  const quoted = titles.slice(0, 3).map((t) => `«${t}»`);
  const rest = titles.length - quoted.length;
  if (rest > 0) quoted.push(rest === 1 ? "1 film til" : `${rest} filmer til`);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(", ")} og ${quoted.at(-1)!}`;
}

/**
 * A film with screenings left that did not fit: what it clashes with (walking time included), and
 * whether the days of its other screenings are already full.
 *
 * @example clashReason(["Stormvarsel"], 0, 3) // "Alle visningene kolliderer med «Stormvarsel»"
 */
export function clashReason(clashTitles: readonly string[], fullDays: number, maxPerDay: number | undefined): string {
  const full = `dagen er full (høyst ${maxPerDay ?? 0} om dagen)`;
  if (clashTitles.length === 0) return fullDays > 0 ? `Alle visningene er på dager som er fulle (høyst ${maxPerDay ?? 0} om dagen)` : UNPLACED.noRoom;
  const clash = `kolliderer med ${titleList(clashTitles)}`;
  return fullDays > 0 ? `Alle visningene ${clash}, eller ${full}` : `Alle visningene ${clash}`;
}
