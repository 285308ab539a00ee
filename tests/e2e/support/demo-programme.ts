import { readFileSync } from "node:fs";

/**
 * The demo's film screenings as the content has them (build/content.json, which the site under
 * test was built from), in time order: what the programme's lists and filters should show. The
 * programme is generated at a festival's size (README "The generated programme"), so tests ask it
 * rather than naming every screening.
 */
type Screening = { id: string; startsAt: string; venue: string; sal: string; ageLimit: string; accessibility: string[]; production: { parentSlug?: string } };

const content = JSON.parse(readFileSync(new URL("../../../build/content.json", import.meta.url), "utf8")) as { events: Screening[] };

export const filmScreenings: Screening[] = content.events
  .filter((e) => e.production.parentSlug !== undefined)
  .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

/** The screenings of one Oslo day (`YYYY-MM-DD`), in time order. */
export const screeningsOn = (day: string) => filmScreenings.filter((e) => e.startsAt.startsWith(day));

/** "1 visning", "39 visninger": the programme's own words for a count. */
export const countWords = (n: number) => (n === 1 ? "1 visning" : `${n} visninger`);
