/**
 * The timetable's clash phrase as the page carries it for the filter island (`data-clash-with` on
 * the timetable, DayTimetable.tsx): the dictionary's "Overlapper med …" with this mark where the
 * titles go, so the island can name the clashes the filter still shows, in the page's language.
 */
export const CLASH_TITLES = "{titles}";

/**
 * The phrase for these titles (joined as the dictionaries join them).
 *
 * @example clashPhrase("Overlapper med {titles}", ["Kystlinjer", "Nordlys"]) // "Overlapper med Kystlinjer, Nordlys"
 */
export function clashPhrase(template: string, titles: readonly string[]): string {
  return template.replace(CLASH_TITLES, titles.join(", "));
}
