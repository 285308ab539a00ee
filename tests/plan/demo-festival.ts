import * as v from "valibot";
import raw from "../../build/content.json";
import { ContentBundleSchema } from "../../src/content/bundle";
import type { PlanFilm } from "../../src/plan/make-plan";
import { planScreening, type PlanScreening } from "../../src/plan/plan-screening";
import { walkingTime, type WalkingTime } from "../../src/plan/walking-minutes";

/**
 * The demo site's whole programme as the planner sees it (build/content.json: every film with
 * screenings, festival and cinema, at the content's places with its walking times), for tests of
 * the planner at the size a visitor's list really has. `now` is 08:00 on the day of the first screening.
 */
export type DemoProgramme = { films: PlanFilm[]; screenings: PlanScreening[]; walking: WalkingTime; now: number };

let made: DemoProgramme | undefined;

export function demoProgramme(): DemoProgramme {
  if (made) return made;
  const bundle = v.parse(ContentBundleSchema, raw);
  const screenings = bundle.events.map((e) => planScreening(e, bundle.site.places));
  const films = [...new Map(bundle.events.map((e) => [e.production.id, { filmId: e.production.id, title: e.production.title }])).values()];
  const first = Math.min(...screenings.map((s) => s.start));
  const now = Date.parse(`${new Date(first).toISOString().slice(0, 10)}T06:00:00Z`);
  made = { films, screenings, walking: walkingTime(bundle.site.walkingMinutes), now };
  return made;
}
