// BUFF 2025, 10–12 October: school screenings on Friday morning, then films for every age in
// Havvik kino's three halls and Kulturhuset's Storsalen and Lillesalen, around the hand-written
// BUFF events.
import { clock, datesBetween } from "./dates.mjs";
import { placeScreenings, slot } from "./placement.mjs";
import { ageYears } from "./schedule-festival.mjs";

/** Minutes of talk after the film when the director comes. */
export const BUFF_TALK_MINUTES = 20;

export const BUFF_DAYS = datesBetween("2025-10-10", "2025-10-12");
const SCHOOL_DAY = BUFF_DAYS[0];

const GRID = {
  sal1: ["10:00", "12:00", "14:00", "16:00", "18:00", "20:00"],
  sal2: ["10:30", "12:30", "14:30", "16:30", "18:30"],
  sal3: ["10:00", "11:45", "13:30", "15:15", "17:00", "18:45"],
  lillesalen: ["10:00", "11:15", "12:30", "14:00", "15:30"],
  // Kulturhuset's big hall for the family films at the weekend and after school on Friday.
  storsalen: ["11:00", "13:30", "16:00", "18:30"],
};
/** Friday is a school day: classes in the morning, everyone else after school. */
const SCHOOL_TIMES = { sal2: ["09:00", "11:00"], sal3: ["09:15", "11:15"], lillesalen: ["09:30"] };
const AFTER_SCHOOL = clock("15:00");
/** Babykino: parents with babies under 18 months, Friday at noon. */
export const BABYKINO = { room: "sal1", time: "12:00", film: "Keeper" };

function slots() {
  const out = [];
  for (const date of BUFF_DAYS) {
    for (const [room, times] of Object.entries(GRID)) {
      for (const time of times) {
        if (date === SCHOOL_DAY && clock(time) < AFTER_SCHOOL) continue;
        out.push(slot(room, date, clock(time)));
      }
    }
  }
  for (const [room, times] of Object.entries(SCHOOL_TIMES)) for (const time of times) out.push(slot(room, SCHOOL_DAY, clock(time), "school"));
  out.push(slot(BABYKINO.room, SCHOOL_DAY, clock(BABYKINO.time), "babykino"));
  return out;
}

/** The youngest (and the dubbed versions) in the morning, the oldest in the evening. */
function timeFit(film, s) {
  const t = s.minutes;
  const age = ageYears(film);
  const short = film.minutes < 60;
  if (short) return s.room === "lillesalen" && t <= clock("12:30") ? 3 : s.room === "lillesalen" ? 1 : -Infinity;
  // Lillesalen's gaps suit the short films; a full-length one only if it is short itself.
  if (s.room === "lillesalen" && film.minutes > 80) return -Infinity;
  if (film.version || age <= 6) return t <= clock("14:30") ? 2 : t <= clock("16:30") ? 1 : -Infinity;
  if (age >= 12) return t >= clock("16:00") ? 2 : t >= clock("13:00") ? 0.8 : -0.5;
  return t >= clock("12:00") && t <= clock("18:00") ? 1.5 : 0.3;
}

const countOf = (film) => (film.minutes < 60 || !(film.dubbed || film.version) ? 3 : 2);

/** Screenings of the BUFF films, booked in `line`: { film, room, date, minutes, kind, durationMinutes }. */
export function scheduleBuff(r, films, line) {
  const all = slots();
  const screenings = [];
  const baby = films.find((f) => f.title === BABYKINO.film);
  if (baby) {
    screenings.push(
      ...placeScreenings({ r, film: baby, count: 1, slots: all.filter((s) => s.kind === "babykino"), line, score: () => 1, duration: () => baby.minutes }).map(
        (p) => ({ ...p, kind: "babykino" }),
      ),
    );
  }
  // The films with the fewest places to go first: school screenings, then the youngest audience's
  // (mornings only), then the longest films, which need the widest gaps.
  const young = (f) => Boolean(f.version) || ageYears(f) <= 6;
  const order = [...films].sort(
    (a, b) => Number(!a.school) - Number(!b.school) || Number(!young(a)) - Number(!young(b)) || b.minutes - a.minutes || a.slug.localeCompare(b.slug),
  );
  for (const film of order) {
    const placed = [];
    if (film.school) {
      placed.push(
        ...placeScreenings({ r, film, count: 1, slots: all.filter((s) => s.kind === "school"), line, score: () => 1, duration: () => film.minutes }).map(
          (p) => ({ ...p, kind: "school" }),
        ),
      );
    }
    const more = placeScreenings({
      r,
      film,
      count: countOf(film),
      line,
      slots: all.filter((s) => s.kind === "regular" && !placed.some((p) => p.date === s.date)),
      score: (s) => timeFit(film, s) + (s.room === "sal1" ? 0.4 : 0),
      duration: (_s, i) => film.minutes + (film.guest && i === 0 ? BUFF_TALK_MINUTES : 0),
    });
    placed.push(...more.map((p) => ({ ...p, guest: film.guest && p.index === 0 })));
    screenings.push(...placed);
  }
  return screenings;
}
