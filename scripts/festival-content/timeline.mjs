// Which rooms are taken when. Bookings are [start, end) in epoch minutes; a new one must keep the
// turnaround from every booking in its room.
import { epochMinutes } from "./dates.mjs";
import { roomKey, TURNAROUND_MINUTES } from "./rooms.mjs";

export function timeline(places) {
  const rooms = new Map();
  const key = (venue, sal) => roomKey(places, venue, sal);
  const span = (iso, minutes) => {
    const start = epochMinutes(iso);
    return [start, start + minutes];
  };
  return {
    /** Is the room free for `minutes` from `iso`, turnaround included on both sides? */
    free(venue, sal, iso, minutes) {
      const [start, end] = span(iso, minutes);
      return !(rooms.get(key(venue, sal)) ?? []).some(([s, e]) => start < e + TURNAROUND_MINUTES && s < end + TURNAROUND_MINUTES);
    },
    book(venue, sal, iso, minutes, what) {
      const k = key(venue, sal);
      rooms.set(k, [...(rooms.get(k) ?? []), [...span(iso, minutes), what]]);
    },
    /** Every booking of a room, in order: for the checks and the contact with reality. */
    bookings() {
      return rooms;
    },
  };
}

/**
 * Books every event of the content that has a hall: the hand-written films and culture events.
 * "Foajeen og Sal 1" takes both.
 */
export function bookEvents(line, events) {
  for (const e of events) for (const sal of e.sal.split(/\s+og\s+/).filter(Boolean)) line.book(e.venue, sal, e.startsAt, e.durationMinutes, e.id);
}
