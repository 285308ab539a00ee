// Puts a film's screenings into free slots: every slot the schedule offers is scored for the film,
// the best free one is taken, and the next screening goes on another day.
import { startsAt } from "./dates.mjs";
import { ROOMS } from "./rooms.mjs";

/**
 * A slot: a room (key of ROOMS), a date and a start in minutes after midnight, and what kind of
 * screening it is for ("regular", "school", "late" …).
 */
export const slot = (room, date, minutes, kind = "regular") => ({ room, date, minutes, kind });

/**
 * Places up to `count` screenings of `film`, each `duration(slot, i)` minutes, scored by
 * `score(slot, i, placed)` (−Infinity: not this slot). Books what it places in `line`. A little
 * seeded noise breaks ties so similar films do not all end up in the same hour.
 */
export function placeScreenings({ r, film, count, slots, line, score, duration }) {
  const placed = [];
  for (let i = 0; i < count; i++) {
    let best;
    let bestScore = -Infinity;
    for (const s of slots) {
      if (placed.some((p) => p.date === s.date)) continue;
      const value = score(s, i, placed);
      if (value === -Infinity) continue;
      const noisy = value + r() * 0.6;
      if (noisy <= bestScore) continue;
      const { venue, sal } = ROOMS[s.room];
      if (!line.free(venue, sal, startsAt(s.date, s.minutes), duration(s, i))) continue;
      best = s;
      bestScore = noisy;
    }
    if (!best) break;
    const minutes = duration(best, i);
    const { venue, sal } = ROOMS[best.room];
    line.book(venue, sal, startsAt(best.date, best.minutes), minutes, film.slug);
    placed.push({ ...best, film, durationMinutes: minutes, index: i });
  }
  return placed;
}
