// A placed screening as an event of content/events/: id, ticket link, sale start, marks, price,
// the notes a visitor reads in the programme, and its guests and talk.
import { startsAt } from "./dates.mjs";
import { ROOMS } from "./rooms.mjs";

const TICKETS = "https://billett.havvikkino.no/event/";

/** When tickets go on sale: the festival on 11 August, BUFF on 24 September, the cinema a month at a time. */
export function saleStartsAt(section, date) {
  if (section === "festival") return "2025-08-11T10:00:00+02:00";
  if (section === "buff") return "2025-09-24T10:00:00+02:00";
  if (date < "2025-09-15") return "2025-08-04T10:00:00+02:00";
  if (date < "2025-10-01") return "2025-09-08T10:00:00+02:00";
  if (date < "2025-11-01") return "2025-09-22T10:00:00+02:00";
  if (date < "2025-12-01") return "2025-10-20T10:00:00+02:00";
  return "2025-11-17T10:00:00+01:00";
}

const ACCESS_ORDER = ["wheelchair", "captioned", "audio-description", "relaxed"];

/**
 * The event document. `s` is a placed screening with its decided extras: id, title, marks
 * (a Set), soldOut, cancelled, price, notes, talk ({ title, minutes, guests }).
 */
export function eventDocument(s, section, places) {
  const { venue, sal } = ROOMS[s.room];
  const place = places.find((p) => p.name === venue);
  if (!place) throw new Error(`screening ${s.id}: no place "${venue}" in content/site.json`);
  const marks = new Set(s.marks);
  if (place.accessibility.wheelchairPlaces > 0) marks.add("wheelchair");
  const doc = {
    id: s.id,
    production: { id: s.film.id, title: s.film.title, parentSlug: s.film.parentSlug },
    title: s.title ?? s.film.title,
    startsAt: startsAt(s.date, s.minutes),
    durationMinutes: s.durationMinutes,
    venue,
    sal,
    section,
    ticketUrl: `${TICKETS}${s.id}`,
    saleStartsAt: saleStartsAt(section, s.date),
    ageLimit: s.film.age,
    accessibility: ACCESS_ORDER.filter((m) => marks.has(m)),
    soldOut: Boolean(s.soldOut),
  };
  if (s.cancelled) doc.cancelled = true;
  doc.price = s.price;
  if (s.notes) doc.notes = s.notes;
  if (s.talk) {
    const { guests, ...talk } = s.talk;
    doc.guests = guests;
    doc.talk = talk;
  }
  return doc;
}
