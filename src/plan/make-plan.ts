import { compatible } from "./compatible";
import { fixedScreenings } from "./fixed-screenings";
import { bookable, filmCandidates, type FilmCandidates } from "./plan-candidates";
import { osloDay, type PlanScreening } from "./plan-screening";
import { searchPlan } from "./plan-search";
import type { UnplacedReason } from "./unplaced-reason";
import type { WalkingTime } from "./walking-minutes";

/** What the visitor asked (src/shared/plan-api.ts PlanProposalBody) with the site's now. */
export type PlanAsk = {
  now: number;
  from?: string | undefined;
  to?: string | undefined;
  maxPerDay?: number | undefined;
  age?: number | undefined;
  withAdult?: boolean | undefined;
  access?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
  keep?: readonly string[] | undefined;
  /** Film ids marked "må se": the plan places as many of them as it can before any other film. */
  mustSee?: readonly string[] | undefined;
  /** Prefer screenings with a talk after the film, once as many films as can be are placed (plan-score.ts). */
  preferTalks?: boolean | undefined;
  /** Candidates per film (default PER_FILM); tests and the bench may set it. */
  perFilm?: number;
  nodeBudget?: number;
};

export type PlanFilm = { filmId: string; title: string };
/** `ticket`: the visitor holds a ticket for it, so it has no alternatives: it is not swapped away. */
export type ChosenPlanScreening = { screening: PlanScreening; alternatives: PlanScreening[]; ticket: boolean };
export type MadePlan = {
  chosen: ChosenPlanScreening[];
  /** `soldOut`: a film left out as sold out, its sold-out screenings the visitor's filter allows. */
  unplaced: { filmId: string; title: string; reason: UnplacedReason; soldOut?: PlanScreening[] }[];
  /** Whether the number of films placed is proven the most possible (false only past COUNT_BUDGET). */
  exact: boolean;
  /** Whether the tie-breaks are proven too (false when TIE_BUDGET ran out first: the plan is then the best found). */
  tiesSettled: boolean;
  nodes: number;
};

/** Nodes for proving the most films (bench/plan.mjs: realistic lists need a few hundred). */
export const COUNT_BUDGET = 10_000;
/** Nodes for the tie-breaks: a few milliseconds of CPU (docs/decisions/023). */
export const TIE_BUDGET = 300;

/** Each film's next this-many screenings are searched (docs/decisions/023: the default window). */
export const PER_FILM = 6;

/**
 * "Lag planen min": one screening per listed film (not left out), none past, sold out or
 * cancelled, no two overlapping with the walk between them, as many films marked "må se" as fit,
 * then as many films as fit, the tie-break of plan-score.ts. The screenings of the visitor's
 * `tickets` are in the plan whatever was asked, and their films are not planned again; kept
 * screenings (the visitor's swaps) stay as fixed-screenings.ts says. Pure: the route brings the data.
 */
export function makePlan(
  films: readonly PlanFilm[],
  screenings: readonly PlanScreening[],
  ask: PlanAsk,
  walking: WalkingTime,
  tickets: readonly PlanScreening[] = [],
): MadePlan {
  const excluded = new Set(ask.exclude ?? []);
  const listed = [...new Map(films.filter((f) => !excluded.has(f.filmId)).map((f) => [f.filmId, f])).values()];
  const of = new Map(listed.map((f) => [f.filmId, screenings.filter((s) => s.filmId === f.filmId)]));
  const cap = ask.maxPerDay ?? Number.POSITIVE_INFINITY;

  const ofListed = new Map([...of.values()].flat().map((s) => [s.id, s]));
  const { held, kept } = fixedScreenings(tickets, ask.keep ?? [], ofListed, { now: ask.now, cap, walking });
  const fixed = [...held, ...kept];
  const keptFilms = new Set(fixed.map((k) => k.filmId));

  const filter = {
    now: ask.now,
    from: ask.from ?? osloDay(ask.now),
    to: ask.to,
    age: ask.age,
    withAdult: ask.withAdult ?? false,
    access: ask.access ?? [],
    perFilm: ask.perFilm ?? PER_FILM,
  };
  const each = new Map<string, FilmCandidates>(listed.map((f) => [f.filmId, filmCandidates(f.filmId, f.title, of.get(f.filmId) ?? [], filter)]));
  const searched = listed
    .filter((f) => !keptFilms.has(f.filmId))
    .map((f) => each.get(f.filmId)!)
    .filter((c) => "candidates" in c);
  const placesUsed = [...new Set([...screenings, ...held].map((s) => s.place))];
  const minWalkMs = Math.min(...placesUsed.flatMap((a) => placesUsed.map((b) => walking(a, b)))) * 60_000;
  const must = new Set((ask.mustSee ?? []).filter((id) => of.has(id)));
  const problem = {
    films: searched.map((c) => c.candidates),
    kept: fixed,
    must,
    maxPerDay: ask.maxPerDay,
    walking,
    minWalkMs: Number.isFinite(minWalkMs) ? minWalkMs : 0,
    base: ask.now,
    preferTalks: ask.preferTalks,
  };
  // First the most films (exact), then the tie-breaks from there, as far as the budget goes.
  const most = searchPlan({ ...problem, objective: "count", nodeBudget: COUNT_BUDGET });
  const result = searchPlan({ ...problem, objective: "full", incumbent: most.chosen, nodeBudget: ask.nodeBudget ?? TIE_BUDGET });

  const byFilm = new Map(result.chosen.map((s) => [s.filmId, s]));
  const ticketed = new Set(held.map((s) => s.id));
  const chosen = [...result.chosen]
    .sort((a, b) => a.start - b.start)
    .map((screening) => {
      if (ticketed.has(screening.id)) return { screening, alternatives: [], ticket: true };
      const c = each.get(screening.filmId);
      const open = c && "open" in c ? c.open : (of.get(screening.filmId) ?? []).filter((s) => bookable(s, ask.now));
      // A swap to a screening that clashes with a ticket could never be kept: it is not offered.
      const alternatives = open.filter((s) => s.id !== screening.id && held.every((h) => compatible(h, s, walking)));
      return { screening, alternatives, ticket: false };
    });
  const unplaced = listed
    .filter((f) => !byFilm.has(f.filmId))
    .map((f) => {
      const c = each.get(f.filmId)!;
      if ("reason" in c) return c;
      const clashing = result.chosen.filter((ch) => c.candidates.some((x) => !compatible(x, ch, walking)));
      const perDay = new Map<string, number>();
      for (const ch of result.chosen) perDay.set(ch.day, (perDay.get(ch.day) ?? 0) + 1);
      const fullDays = c.candidates.filter((x) => (perDay.get(x.day) ?? 0) >= cap && result.chosen.every((ch) => compatible(x, ch, walking))).length;
      const reason: UnplacedReason = { kind: "clash", titles: [...new Set(clashing.map((ch) => ch.title))], fullDays, maxPerDay: ask.maxPerDay };
      return { filmId: f.filmId, title: f.title, reason };
    });
  return { chosen, unplaced, exact: most.exact, tiesSettled: result.exact, nodes: most.nodes + result.nodes };
}
