import type { PlanScreening } from "./plan-screening";

/**
 * At most how many more films fit (the search's bound): a matching of films to the moments no
 * two chosen screenings can share. Per day, the earliest-ending screening's last minute is such a
 * moment for every screening running then (they all overlap); repeating from the next one that
 * starts after it covers every screening (an interval graph's smallest clique cover, each screening
 * held until the shortest walk is over, never longer, so the bound is never too low). A film needs a moment of its own, and a day at most its
 * room (maxPerDay): the bound is the smaller of the two matchings, films to moments and films to
 * day places.
 */
export function countBound(live: readonly (readonly PlanScreening[])[], perDay: ReadonlyMap<string, number>, cap: number, minWalkMs: number): number {
  const all: { s: PlanScreening; film: number }[] = [];
  live.forEach((list, film) => list.forEach((s) => all.push({ s, film })));
  all.sort((a, b) => a.s.end - b.s.end);
  // Nobody is anywhere sooner than the shortest walk after a film ends: a screening holds the
  // visitor until then, which keeps the bound valid and makes it tighter.
  // Every screening assigned to a moment runs through it, so at most one of them can be chosen.
  const momentOf = new Map<PlanScreening, number>();
  const momentDay: string[] = [];
  let momentEnd = Number.NEGATIVE_INFINITY;
  for (const { s } of all) {
    if (s.start >= momentEnd) {
      momentEnd = s.end + minWalkMs;
      momentDay.push(s.day);
    }
    momentOf.set(s, momentDay.length - 1);
  }
  const toMoments = live.map((list) => [...new Set(list.map((s) => momentOf.get(s)!))]);
  const byMoment = matching(toMoments, () => 1);
  if (cap === Number.POSITIVE_INFINITY) return byMoment;
  const days = [...new Set(all.map((a) => a.s.day))];
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const toDays = live.map((list) => [...new Set(list.map((s) => dayIndex.get(s.day)!))]);
  return Math.min(byMoment, matching(toDays, (d) => Math.max(0, cap - (perDay.get(days[d]!) ?? 0))));
}

/** The largest matching of left nodes to right nodes of the given capacities (augmenting paths). */
function matching(edges: readonly (readonly number[])[], capacity: (right: number) => number): number {
  const holders = new Map<number, number[]>();
  let size = 0;
  const augment = (left: number, seen: Set<number>): boolean => {
    for (const right of edges[left]!) {
      if (seen.has(right)) continue;
      seen.add(right);
      const held = holders.get(right) ?? [];
      if (held.length < capacity(right)) {
        holders.set(right, [...held, left]);
        return true;
      }
      for (let i = 0; i < held.length; i++) {
        if (augment(held[i]!, seen)) {
          held[i] = left;
          return true;
        }
      }
    }
    return false;
  };
  for (let left = 0; left < edges.length; left++) if (augment(left, new Set())) size++;
  return size;
}
