// Guests and talks at the festival's screenings: the director's evenings the schedule planned
// (their length already holds the talk), then more screenings with a guest until about a fifth of
// the festival's screenings have one, as at a festival of this size. A talk follows the film in
// its room, so a screening gets one only where the room stays free for it; its length is then
// added to the screening's (and booked). The names are made up like the films' people
// (people.mjs), never anyone's credits; moderators are a handful of the festival's own.
import { epochMinutes, startsAt } from "./dates.mjs";
import { peopleFrom, poolFor } from "./people.mjs";
import { ROOMS, roomKey, TURNAROUND_MINUTES } from "./rooms.mjs";
import { TALK_MINUTES } from "./schedule-festival.mjs";

/** The share of the festival's screenings (hand-written ones counted) that have guests. */
export const GUEST_SHARE = 0.2;
/** The festival's own moderators: the same few people lead most talks. */
const MODERATORS = 5;

const strandOf = (film) => (film.section.startsWith("Retrospektiv") ? "Retrospektiv" : film.section);
const list = (text) => text.split(/\s*,\s*/).filter(Boolean);

/** How much a strand's audience expects a guest: the big evenings and the documentaries most. */
const WANT = { Hovedprogram: 1.2, "Nordlige stemmer": 1.1, Dokumentar: 1.3, Kortfilm: 1, Retrospektiv: 0.5, Midnattskino: 0.4 };

/** The talk and who takes part, for one screening of `film`; `r` chooses among what fits the film. */
function talkFor(r, film, { moderators, producerOf, planned }) {
  const moderator = { name: r.pick(moderators), role: "moderator" };
  const directors = film.directors.map((name) => ({ name, role: "director" }));
  const strand = strandOf(film);
  if (film.shorts) {
    const makers = r.int(2, Math.min(3, film.directors.length));
    return { title: "Møt filmskaperne", guests: [...directors.slice(0, makers), moderator] };
  }
  const director = { title: directors.length > 1 ? "Samtale med regissørene" : "Samtale med regissøren", guests: [...directors, moderator] };
  if (planned || strand === "Retrospektiv") return strand === "Retrospektiv" ? { title: "Samtale om filmen", guests: [moderator] } : director;
  const roll = r();
  if (film.castKind === "Medvirkende" && film.cast.length > 0 && roll < 0.45)
    return { title: "Samtale med regissøren og en av de medvirkende", guests: [directors[0], { name: film.cast[0], role: "participant" }, moderator] };
  if (film.castKind === "Skuespillere" && film.cast.length > 0 && roll < 0.35) {
    const actors = film.cast.slice(0, r.int(1, 2)).map((name) => ({ name, role: "actor" }));
    return { title: actors.length > 1 ? "Møt skuespillerne" : "Samtale med skuespilleren", guests: [...actors, moderator] };
  }
  if (roll > 0.8) return { title: "Samtale med regissøren og produsenten", guests: [directors[0], { name: producerOf(film), role: "producer" }, moderator] };
  return director;
}

/** The booking in `line` of screening `s` (its room, its start), to lengthen it by its talk. */
function bookingOf(line, places, s) {
  const { venue, sal } = ROOMS[s.room];
  const bookings = line.bookings().get(roomKey(places, venue, sal)) ?? [];
  const start = epochMinutes(startsAt(s.date, s.minutes));
  return { bookings, own: bookings.find(([from]) => from === start) };
}

/** Whether the room stays free for `minutes` more after `s` ends, turnaround kept before the next booking. */
function roomFreeAfter(line, places, s, minutes) {
  const { bookings, own } = bookingOf(line, places, s);
  if (!own) return false;
  const end = own[1] + minutes;
  return !bookings.some((b) => b !== own && b[0] < end + TURNAROUND_MINUTES && b[1] > own[0]);
}

/**
 * Gives screenings of `screenings` (the festival's generated ones, extras decided) their guests
 * and talk: `s.guests` and `s.talk` ({ title, minutes }). `handWrittenGuests` is how many of the
 * festival's hand-written screenings already have guests, `total` how many festival screenings
 * there are in all. Lengthens a screening that gets a talk by it and books that in `line`.
 */
export function festivalGuests(r, screenings, { line, places, films, handWrittenGuests, total }) {
  const taken = new Set(films.flatMap((f) => [...f.directors, ...f.writers, ...f.cast]));
  const moderators = peopleFrom(r, ["norsk"], MODERATORS, taken);
  const producers = new Map();
  const producerOf = (film) => {
    if (!producers.has(film)) producers.set(film, peopleFrom(r, [poolFor(list(film.countries)[0] ?? "")], 1, taken)[0]);
    return producers.get(film);
  };
  const context = { moderators, producerOf };
  let count = handWrittenGuests;
  for (const s of screenings.filter((x) => x.guest)) {
    // The director's evening: the schedule booked the film and its talk together.
    s.talk = { ...talkFor(r, s.film, { ...context, planned: true }), minutes: TALK_MINUTES };
    count++;
  }
  const wanted = Math.round(total * GUEST_SHARE);
  const candidates = screenings
    .filter((s) => !s.guest && !s.cancelled && s.kind !== "school" && s.minutes >= 15 * 60)
    .map((s) => ({ s, score: (WANT[strandOf(s.film)] ?? 0.5) * (s.minutes >= 17 * 60 ? 1.3 : 1) + r() }))
    .sort((a, b) => b.score - a.score || a.s.id.localeCompare(b.s.id));
  const withGuest = new Set(screenings.filter((s) => s.guest).map((s) => s.film));
  for (const { s } of candidates) {
    if (count >= wanted) break;
    // One evening with guests per film is the rule; a big film may have two.
    if (withGuest.has(s.film) && strandOf(s.film) !== "Hovedprogram") continue;
    const minutes = s.film.shorts ? 30 : r.pick([20, 25, 30]);
    if (!roomFreeAfter(line, places, s, minutes)) continue;
    bookingOf(line, places, s).own[1] += minutes;
    s.durationMinutes += minutes;
    s.talk = { ...talkFor(r, s.film, { ...context, planned: false }), minutes };
    withGuest.add(s.film);
    count++;
  }
  return count;
}
