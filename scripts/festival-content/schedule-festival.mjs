// NFF 2025, 15–21 September: the festival's own films in nine rooms over seven days, around the
// hand-written films and events already in content/events/ (booked in the timeline first).
import { clock, datesBetween, weekday } from "./dates.mjs";
import { placeScreenings, slot } from "./placement.mjs";

export const FESTIVAL_DAYS = datesBetween("2025-09-15", "2025-09-21");
const OPENING_DAY = FESTIVAL_DAYS[0];
const CLOSING_DAY = FESTIVAL_DAYS.at(-1);

/** Each room's day: the halls run to a fixed grid, so the programme reads like one. */
const GRID = {
  sal1: ["10:00", "12:30", "15:00", "17:30", "20:00", "22:30"],
  sal2: ["10:30", "13:00", "15:30", "18:00", "20:30", "22:30"],
  sal3: ["10:00", "12:15", "14:30", "16:45", "19:00", "21:15"],
  storsalen: ["10:00", "12:30", "15:00", "17:30", "20:00"],
  lillesalen: ["10:00", "11:45", "13:30", "15:15", "17:00", "18:45", "20:30"],
  blackboksen: ["11:00", "13:15", "15:30", "17:45", "20:00", "22:15"],
  storstua: ["10:30", "12:45", "15:00", "17:15", "19:30", "21:30"],
  auditoriet: ["10:00", "11:45", "13:30", "15:15", "17:00", "18:45", "20:30"],
  fjordsalen: ["11:00", "13:30", "16:00", "18:30", "21:00"],
};
/** School screenings: weekday mornings before the festival's own day begins. */
const SCHOOL_ROOMS = ["storsalen", "auditoriet", "blackboksen"];
const SCHOOL_START = "09:00";
/** The late show. */
const LATE = 22 * 60;

/** How well a room suits a strand (0 = only if nothing else is free). */
const ROOM_FIT = {
  Hovedprogram: { sal1: 3.4, sal2: 3, storsalen: 2.6, fjordsalen: 2.2, sal3: 1.2, blackboksen: 0.6, storstua: 0.4 },
  "Nordlige stemmer": { storstua: 3, sal3: 2, sal2: 1.6, storsalen: 1.6, fjordsalen: 1.2, blackboksen: 1 },
  Dokumentar: { auditoriet: 3, lillesalen: 2.4, blackboksen: 2, sal3: 1.8, storsalen: 0.8 },
  Kortfilm: { lillesalen: 3, blackboksen: 2.4, auditoriet: 2, sal3: 0.8 },
  Retrospektiv: { sal3: 3, fjordsalen: 2.2, auditoriet: 1.4 },
  Midnattskino: { sal2: 3, blackboksen: 2.6, sal1: 2.2, fjordsalen: 1.5 },
};

/** How many screenings a strand's film gets: a big film more, a retrospective title fewer. */
const COUNT = {
  Hovedprogram: [5, 6],
  "Nordlige stemmer": [4, 6],
  Dokumentar: [4, 6],
  Kortfilm: [3, 5],
  Retrospektiv: [2, 3],
  Midnattskino: [2, 3],
};

/** "A" is for all ages. */
export const ageYears = (film) => (film.age === "A" ? 0 : Number(film.age));

const strandOf = (film) => (film.section.startsWith("Retrospektiv") ? "Retrospektiv" : film.section);
const SAMI = /samisk/i;

/** Minutes of talk after the film when the director comes. */
export const TALK_MINUTES = 20;

function slots() {
  const out = [];
  for (const date of FESTIVAL_DAYS) {
    for (const [room, times] of Object.entries(GRID)) {
      for (const time of times) {
        const minutes = clock(time);
        // The festival opens on Monday evening and closes on Sunday evening.
        if (date === OPENING_DAY && minutes < clock("16:00")) continue;
        if (date === CLOSING_DAY && minutes > clock("20:00")) continue;
        out.push(slot(room, date, minutes, minutes >= LATE ? "late" : "regular"));
      }
    }
    const day = weekday(date);
    if (day >= 2 && day <= 5) for (const room of SCHOOL_ROOMS) out.push(slot(room, date, clock(SCHOOL_START), "school"));
  }
  return out;
}

function timeFit(strand, film, s) {
  const t = s.minutes;
  if (s.kind === "late") return strand === "Midnattskino" || (strand === "Kortfilm" && ageYears(film) >= 15) ? 3 : -Infinity;
  if (strand === "Midnattskino") return -Infinity;
  const evening = t >= clock("17:00");
  const morning = t < clock("12:00");
  switch (strand) {
    case "Hovedprogram":
      return evening ? 1.6 : morning ? -0.6 : 0.7;
    case "Dokumentar":
      return morning ? 0.3 : evening ? 0.6 : 1;
    case "Retrospektiv":
      return morning ? -0.3 : evening ? 0.6 : 1;
    case "Kortfilm":
      return morning ? -0.2 : 1;
    default:
      return evening ? 0.9 : morning ? 0 : 0.6;
  }
}

/**
 * Screenings of every festival film in `films` (entries of films.mjs with kind "festival"),
 * booked in `line`. Each: { film, room, date, minutes, kind, durationMinutes, guest }.
 */
export function scheduleFestival(r, films, line) {
  const all = slots();
  const schoolSlots = all.filter((s) => s.kind === "school");
  const openSlots = all.filter((s) => s.kind !== "school");
  // The films with the fewest places to go first: late shows and school screenings, then the rest.
  const order = [...films].sort((a, b) => rank(a) - rank(b) || a.slug.localeCompare(b.slug));
  const screenings = [];
  for (const film of order) {
    const strand = strandOf(film);
    const fit = ROOM_FIT[strand];
    const roomFit = (room) => (fit[room] ?? -Infinity) + (SAMI.test(film.languages) && room === "storstua" ? 2 : 0);
    const placed = [];
    if (film.school) {
      placed.push(
        ...placeScreenings({
          r,
          film,
          count: 1,
          slots: schoolSlots,
          line,
          score: (s) => roomFit(s.room) + (s.room === "storsalen" ? 1 : 0),
          duration: () => film.minutes,
        }).map((p) => ({ ...p, kind: "school" })),
      );
    }
    const [lo, hi] = COUNT[strand];
    const wanted = r.int(lo, hi) - placed.length;
    const guestFirst = film.guest;
    const more = placeScreenings({
      r,
      film,
      count: wanted,
      slots: openSlots.filter((s) => !placed.some((p) => p.date === s.date)),
      line,
      score: (s, i, done) => {
        const day = weekday(s.date);
        let value = roomFit(s.room) + timeFit(strand, film, s);
        if (guestFirst && i === 0) {
          // The director's screening: an evening from Tuesday to Saturday, in a room that holds an audience.
          if (day < 2 || day > 6 || s.minutes < clock("17:00") || s.minutes > clock("20:30")) return -Infinity;
        }
        // One screening at the weekend for those who come for it, the rest spread over the week.
        if (i > 0 && (day === 0 || day === 6) && !done.some((p) => [0, 6].includes(weekday(p.date)))) value += 0.8;
        return value;
      },
      duration: (_s, i) => film.minutes + (guestFirst && i === 0 ? TALK_MINUTES : 0),
    });
    placed.push(...more.map((p) => ({ ...p, guest: guestFirst && p.index === 0 })));
    screenings.push(...placed);
  }
  return screenings;
}

function rank(film) {
  const strand = strandOf(film);
  if (strand === "Midnattskino") return 0;
  if (film.school) return 1;
  if (film.guest) return 2;
  return 3;
}
