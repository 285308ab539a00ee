import { makePlan, type PlanFilm } from "./make-plan";
import type { PlanScreening } from "./plan-screening";
import { unplacedText, type UnplacedWords } from "./unplaced-reason";
import type { WalkingTime } from "./walking-minutes";

/** One of the group: the name they go by, the films on their list or plan, and those they marked "må se". */
export type JointMember = { name: string; films: readonly PlanFilm[]; mustSee: readonly string[] };

/** A screening of the joint plan, with who listed its film and for whom it is a "må se" (indexes into the members). */
export type JointStop = { screening: PlanScreening; wantedBy: number[]; mustFor: number[] };

export type JointPlan = {
  chosen: JointStop[];
  /** Films some of the group listed that did not fit, with the planner's reason in the page's language. */
  unplaced: { filmId: string; title: string; reason: string; wantedBy: number[] }[];
  /** Per member, how many of their "må se" films the plan holds, and how many they marked. */
  mustHeld: { held: number; marked: number }[];
  exact: boolean;
};

/** A group is at most seven: the visitor and six friends' links (docs/decisions/046). */
export const JOINT_MAX_MEMBERS = 7;
/**
 * At most this many films are planned together, as for one visitor (PLAN_MAX_FILMS): a group's
 * lists together can name hundreds, and the search is sized for a festival week's list.
 */
export const JOINT_MAX_FILMS = 60;

/**
 * The films the group plans, at most JOINT_MAX_FILMS: first those marked "må se" by the most
 * members, then those listed by the most, each in the order the members named them.
 */
export function jointFilms(members: readonly JointMember[]): { film: PlanFilm; wantedBy: number[]; mustFor: number[] }[] {
  const all = new Map<string, { film: PlanFilm; wantedBy: number[]; mustFor: number[]; order: number }>();
  members.forEach((m, i) => {
    for (const film of m.films) {
      const entry = all.get(film.filmId) ?? { film, wantedBy: [], mustFor: [], order: all.size };
      if (!entry.wantedBy.includes(i)) entry.wantedBy.push(i);
      if (m.mustSee.includes(film.filmId) && !entry.mustFor.includes(i)) entry.mustFor.push(i);
      all.set(film.filmId, entry);
    }
  });
  return [...all.values()]
    .sort((a, b) => b.mustFor.length - a.mustFor.length || b.wantedBy.length - a.wantedBy.length || a.order - b.order)
    .slice(0, JOINT_MAX_FILMS)
    .map(({ film, wantedBy, mustFor }) => ({ film, wantedBy, mustFor }));
}

/**
 * "Lag en felles plan": one set of screenings the whole group can see together, none past, sold
 * out or cancelled, no two overlapping with the walk between places (compatible.ts), as for one
 * visitor (make-plan.ts). Each member's "må se" films come first: the plan holds as many films
 * marked by anyone as can fit together (so every member's, where a clash-free choice holds them
 * all), then as many of the listed films as fit, then the planner's tie-break (plan-score.ts).
 * Tickets are no fixed points here: a ticket is one member's, not the group's. Pure: the route
 * brings the members and the programme.
 */
export function jointPlan(
  members: readonly JointMember[],
  screenings: readonly PlanScreening[],
  now: number,
  walking: WalkingTime,
  words: UnplacedWords,
): JointPlan {
  const group = members.slice(0, JOINT_MAX_MEMBERS);
  const films = jointFilms(group);
  const of = new Map(films.map((f) => [f.film.filmId, f]));
  const mustSee = films.filter((f) => f.mustFor.length > 0).map((f) => f.film.filmId);
  const plan = makePlan(
    films.map((f) => f.film),
    screenings.filter((s) => of.has(s.filmId)),
    { now, mustSee },
    walking,
  );
  const held = new Set(plan.chosen.map((c) => c.screening.filmId));
  return {
    chosen: plan.chosen.map(({ screening }) => ({ screening, wantedBy: of.get(screening.filmId)!.wantedBy, mustFor: of.get(screening.filmId)!.mustFor })),
    unplaced: plan.unplaced.map((u) => ({
      filmId: u.filmId,
      title: u.title,
      reason: unplacedText(words, u.reason),
      wantedBy: of.get(u.filmId)?.wantedBy ?? [],
    })),
    mustHeld: group.map((m) => {
      const marked = [...new Set(m.mustSee)].filter((id) => m.films.some((f) => f.filmId === id));
      return { held: marked.filter((id) => held.has(id)).length, marked: marked.length };
    }),
    exact: plan.exact,
  };
}
