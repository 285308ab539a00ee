import type { FestivalEvent } from "../content/event";

/** Two screenings of different films that overlap in time: the visitor cannot see both. */
export type Clash = { first: string; second: string };

const span = (e: FestivalEvent) => {
  const start = Date.parse(e.startsAt);
  return { start, end: start + e.durationMinutes * 60_000 };
};

/**
 * Every pair of screenings of different productions whose times overlap (touching ends do not).
 * Sorted by start, so the sweep stops comparing as soon as a later screening begins after the end.
 */
export function findClashes(screenings: readonly FestivalEvent[]): Clash[] {
  // A cancelled screening takes no one's evening.
  const sorted = screenings.filter((s) => !s.cancelled).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const clashes: Clash[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    const { end } = span(a);
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      if (span(b).start >= end) break;
      if (a.production.id !== b.production.id) clashes.push({ first: a.id, second: b.id });
    }
  }
  return clashes;
}
