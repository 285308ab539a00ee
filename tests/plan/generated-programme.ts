import type { FestivalEvent } from "../../src/content/event";
import type { Place } from "../../src/content/place";
import type { PlanFilm } from "../../src/plan/make-plan";
import { planScreening, type PlanScreening } from "../../src/plan/plan-screening";
import type { WalkingEntry } from "../../src/content/walking-entry";
import { walkingTime } from "../../src/plan/walking-minutes";

/**
 * Festival programmes made up from a seed, for the planner's property tests and bench/plan.mjs:
 * films × screenings × places over a week, some sold out or cancelled, some late, with a walking
 * matrix between the places. The same seed gives the same programme.
 */

/** mulberry32: a small seeded PRNG, plenty for making up programmes. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type ProgrammeShape = { films: number; minScreenings: number; maxScreenings: number; places: number; days: number };

export type GeneratedProgramme = {
  films: PlanFilm[];
  screenings: PlanScreening[];
  walkingEntries: WalkingEntry[];
  walking: ReturnType<typeof walkingTime>;
  /** The site's now: 09:00 on the first day. */
  now: number;
};

const AGES = ["A", "6", "9", "12", "15", "18"] as const;
const ACCESS = ["captioned", "audio-description", "relaxed", "wheelchair"] as const;

export function generateProgramme(seed: number, shape: ProgrammeShape): GeneratedProgramme {
  const random = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const placeSlugs = Array.from({ length: shape.places }, (_, i) => `sted-${i + 1}`);
  const places = placeSlugs.map((slug) => ({ slug, name: slug, names: [] }) as unknown as Place);
  const walkingEntries: WalkingEntry[] = [];
  for (let i = 0; i < placeSlugs.length; i++) {
    for (let j = i + 1; j < placeSlugs.length; j++) walkingEntries.push({ from: placeSlugs[i]!, to: placeSlugs[j]!, minutes: int(3, 15) });
  }
  // 15 September 2025, 09:00 in Oslo (UTC+2).
  const firstDay = Date.UTC(2025, 8, 15, 7, 0);
  const films: PlanFilm[] = [];
  const screenings: PlanScreening[] = [];
  for (let f = 0; f < shape.films; f++) {
    const film = { filmId: `film-${f + 1}`, title: `Film ${f + 1}` };
    films.push(film);
    const duration = int(70, 150);
    const ageLimit = AGES[int(0, AGES.length - 1)]!;
    for (let n = int(shape.minScreenings, shape.maxScreenings); n > 0; n--) {
      const start = firstDay + int(0, shape.days - 1) * 86_400_000 + int(2, 27) * 30 * 60_000; // 10:00–22:30
      const event = {
        id: `${film.filmId}-${screenings.length + 1}`,
        production: { id: film.filmId, title: film.title },
        title: film.title,
        startsAt: new Date(start).toISOString().replace(/\.\d{3}Z$/, "Z"),
        durationMinutes: duration,
        venue: placeSlugs[int(0, placeSlugs.length - 1)]!,
        sal: "",
        ageLimit,
        accessibility: ACCESS.filter(() => random() < 0.3),
        soldOut: random() < 0.08,
        cancelled: random() < 0.03,
        // About one in five with a talk, drawn without the seed's stream, so the rest is as before.
        talk: (screenings.length * 7) % 5 === 0 ? { minutes: 20 } : undefined,
      } as unknown as FestivalEvent;
      screenings.push(planScreening(event, places));
    }
  }
  return { films, screenings, walkingEntries, walking: walkingTime(walkingEntries), now: firstDay };
}
