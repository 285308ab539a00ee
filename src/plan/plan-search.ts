import { compatible } from "./compatible";
import { countBound } from "./count-bound";
import type { PlanScreening } from "./plan-screening";
import { better, placesMore, scoreOf, startMinutes, type PlanScore } from "./plan-score";
import type { WalkingTime } from "./walking-minutes";

export type SearchInput = {
  /** Each film still to place: its candidates, already clear of the kept screenings. */
  films: readonly (readonly PlanScreening[])[];
  /** Fixed before the search (the visitor's swaps). */
  kept: readonly PlanScreening[];
  maxPerDay?: number | undefined;
  walking: WalkingTime;
  /** The shortest walk between any two places (the count bound holds every screening that long). */
  minWalkMs: number;
  /** The instant start minutes are counted from (the site's now). */
  base: number;
  /** Film ids marked "må se": placing more of them comes before placing more films (plan-score.ts). */
  must?: ReadonlySet<string> | undefined;
  /** Count screenings with a talk after the film as better (plan-score.ts), right after films placed. */
  preferTalks?: boolean | undefined;
  /** "count": only the number of films placed (must-see first) matters; "full": the whole order of plan-score.ts. */
  objective: "count" | "full";
  /** A plan to beat from the start (the count search's answer, for the full one). */
  incumbent?: readonly PlanScreening[] | undefined;
  /** Nodes visited before the search gives up proving and answers the best plan it has found. */
  nodeBudget: number;
};

export type SearchResult = { chosen: PlanScreening[]; score: PlanScore; exact: boolean; nodes: number };

/**
 * Most films placed, ties broken by `better` (plan-score.ts): depth-first branch and bound
 * (docs/decisions/023). Each node places the film with the fewest candidates left, trying its
 * screenings on days already in the plan first, then leaving it out. Every branch carries each
 * remaining film's candidates that still fit, so a film with none drops out at once. A branch is
 * cut when even its bound cannot beat the best plan found: films placed plus the fewer of (films
 * that still have a candidate) and (a matching of films to moments and to days' room,
 * count-bound.ts); and, when all of those must be placed to tie, the days, late endings and
 * minutes they add at the least. Films marked "må se" are placed first and bounded on their own
 * (the same matching over their candidates alone). `objective: "count"` looks at films placed only.
 */
export function searchPlan(input: SearchInput): SearchResult {
  const cap = input.maxPerDay ?? Number.POSITIVE_INFINITY;
  const budget = input.nodeBudget;
  const must = input.must ?? new Set<string>();
  const beats = input.objective === "count" ? placesMore : better;
  const isMust = (list: readonly PlanScreening[]) => must.has(list[0]!.filmId);
  const chosen: PlanScreening[] = [...input.kept];
  const perDay = new Map<string, number>();
  const talks = input.preferTalks === true;
  const cur: PlanScore = { must: 0, placed: 0, talks: 0, days: 0, late: 0, minutes: 0 };
  const add = (s: PlanScreening, sign: 1 | -1) => {
    const n = (perDay.get(s.day) ?? 0) + sign;
    if (n === 0) perDay.delete(s.day);
    else perDay.set(s.day, n);
    cur.placed += sign;
    cur.must += must.has(s.filmId) ? sign : 0;
    cur.talks += talks && s.talk ? sign : 0;
    cur.days = perDay.size;
    cur.late += s.late ? sign : 0;
    cur.minutes += sign * startMinutes(s, input.base);
  };
  for (const k of input.kept) add(k, 1);
  const fits = (x: PlanScreening, c: PlanScreening) => compatible(x, c, input.walking) && (x.day !== c.day || (perDay.get(c.day) ?? 0) < cap);
  const start = input.films.map((list) => list.filter((x) => (perDay.get(x.day) ?? 0) < cap && chosen.every((c) => compatible(x, c, input.walking))));

  let best: { score: PlanScore; chosen: PlanScreening[] } | undefined = input.incumbent && {
    chosen: [...input.incumbent],
    score: scoreOf(input.incumbent, input.base, must, talks),
  };
  let nodes = 0;
  let exhausted = false;

  function bound(live: readonly PlanScreening[][]): PlanScore {
    const byDay = countBound(live, perDay, cap, input.minWalkMs);
    const mustLive = must.size === 0 ? [] : live.filter(isMust);
    // At most one more talk for each film still to place that has one among its candidates.
    const talksAtMost = cur.talks + (talks ? live.filter((list) => list.some((s) => s.talk)).length : 0);
    if (byDay < live.length || input.objective === "count") {
      const mustMore = mustLive.length === 0 ? 0 : Math.min(mustLive.length, countBound(mustLive, perDay, cap, input.minWalkMs));
      return { ...cur, must: cur.must + mustMore, placed: cur.placed + Math.min(byDay, live.length), talks: talksAtMost };
    }
    // Every remaining film must be placed to reach this bound: count what each adds at least.
    let late = 0;
    let minutes = 0;
    const elsewhere: Set<string>[] = [];
    for (const list of live) {
      if (list.every((s) => s.late)) late++;
      minutes += Math.min(...list.map((s) => startMinutes(s, input.base)));
      if (!list.some((s) => perDay.has(s.day))) elsewhere.push(new Set(list.map((s) => s.day)));
    }
    return {
      must: cur.must + mustLive.length,
      placed: cur.placed + live.length,
      talks: talksAtMost,
      days: cur.days + newDaysAtLeast(elsewhere),
      late: cur.late + late,
      minutes: cur.minutes + minutes,
    };
  }

  function visit(open: readonly PlanScreening[][]): void {
    if (++nodes > budget) {
      exhausted = true;
      return;
    }
    const live = open.filter((list) => list.length > 0);
    if (best && !beats(bound(live), best.score)) return;
    if (live.length === 0) {
      best = { score: { ...cur }, chosen: [...chosen] };
      return;
    }
    // Must-see films first, each group by fewest candidates left.
    const rank = (list: readonly PlanScreening[]) => (isMust(list) ? 0 : 1_000_000) + list.length;
    let pick = 0;
    for (let i = 1; i < live.length; i++) if (rank(live[i]!) < rank(live[pick]!)) pick = i;
    const rest = live.filter((_, i) => i !== pick);
    for (const c of ordered(live[pick]!, perDay, talks)) {
      chosen.push(c);
      add(c, 1);
      visit(rest.map((list) => list.filter((x) => fits(x, c))));
      add(c, -1);
      chosen.pop();
      if (exhausted) return;
    }
    visit(rest);
  }

  visit(start);
  const found = best ?? { score: { ...cur }, chosen };
  return { chosen: found.chosen, score: found.score, exact: !exhausted, nodes };
}

/**
 * At least how many new days films with no candidate on a planned day need: films whose days
 * do not overlap need a day each (a packing, smallest day sets first: a lower bound of the cover).
 */
function newDaysAtLeast(daySets: Set<string>[]): number {
  daySets.sort((a, b) => a.size - b.size);
  const taken = new Set<string>();
  let count = 0;
  for (const days of daySets) {
    if ([...days].some((d) => taken.has(d))) continue;
    count++;
    for (const d of days) taken.add(d);
  }
  return count;
}

/** Days already in the plan first, then ending before the last bus, then the earliest; talks first when preferred. */
function ordered(list: readonly PlanScreening[], perDay: ReadonlyMap<string, number>, talks: boolean): PlanScreening[] {
  const rank = (s: PlanScreening) => (talks && !s.talk ? 4 : 0) + (perDay.has(s.day) ? 0 : 2) + (s.late ? 1 : 0);
  return [...list].sort((a, b) => rank(a) - rank(b) || a.start - b.start);
}
