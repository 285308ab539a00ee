import type { PlanScreening } from "./plan-screening";

/**
 * At most how many more films fit (the search's bound): a matching of films to the moments no
 * two chosen screenings can share. The earliest-ending screening's last minute is such a moment
 * for every screening running then (they all overlap); repeating from the next one that starts
 * after it covers every screening (an interval graph's smallest clique cover, each screening held
 * until the shortest walk is over, never longer, so the bound is never too low). A film needs a
 * moment of its own, and a day at most its room (maxPerDay): the bound is the smaller of the two
 * matchings, films to moments and films to day places. Typed arrays and a visit stamp instead of
 * sets: this runs at every node of the search.
 */
export function countBound(live: readonly (readonly PlanScreening[])[], perDay: ReadonlyMap<string, number>, cap: number, minWalkMs: number): number {
  const all: PlanScreening[] = [];
  const filmOf: number[] = [];
  live.forEach((list, film) => {
    for (const s of list) {
      all.push(s);
      filmOf.push(film);
    }
  });
  const order = all.map((_, i) => i).sort((a, b) => all[a]!.end - all[b]!.end);
  // Every screening assigned to a moment runs through it, so at most one of them can be chosen.
  const toMoments: number[][] = live.map(() => []);
  const momentDay: string[] = [];
  let momentEnd = Number.NEGATIVE_INFINITY;
  for (const i of order) {
    const s = all[i]!;
    if (s.start >= momentEnd) {
      momentEnd = s.end + minWalkMs;
      momentDay.push(s.day);
    }
    const moments = toMoments[filmOf[i]!]!;
    const m = momentDay.length - 1;
    if (moments[moments.length - 1] !== m) moments.push(m);
  }
  const byMoment = matching(toMoments, new Int32Array(momentDay.length).fill(1));
  if (cap === Number.POSITIVE_INFINITY) return byMoment;
  const days = [...new Set(all.map((s) => s.day))];
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const toDays = live.map((list) => [...new Set(list.map((s) => dayIndex.get(s.day)!))]);
  const room = Int32Array.from(days, (d) => Math.max(0, cap - (perDay.get(d) ?? 0)));
  return Math.min(byMoment, matching(toDays, room));
}

/** The largest matching of left nodes to right nodes of the given capacities (augmenting paths). */
function matching(edges: readonly (readonly number[])[], capacity: Int32Array): number {
  const holders: number[][] = Array.from(capacity, () => []);
  const seen = new Int32Array(capacity.length);
  let stamp = 0;
  const augment = (left: number): boolean => {
    for (const right of edges[left]!) {
      if (seen[right] === stamp) continue;
      seen[right] = stamp;
      const held = holders[right]!;
      if (held.length < capacity[right]!) {
        held.push(left);
        return true;
      }
      for (let i = 0; i < held.length; i++) {
        if (augment(held[i]!)) {
          held[i] = left;
          return true;
        }
      }
    }
    return false;
  };
  let size = 0;
  for (let left = 0; left < edges.length; left++) {
    stamp++;
    if (augment(left)) size++;
  }
  return size;
}
