// Havvik kino's own programme, 15 August to 30 December 2025: evening screenings Tuesday to
// Sunday, a family screening at weekends, babykino every Tuesday and sølvkino on the first
// Wednesday of the month. Closed on Mondays, during the festival week, BUFF, Den store kinodagen
// (its programme is hand-written) and on 24, 25 and 31 December.
import { clock, datesBetween, weekday } from "./dates.mjs";
import { ROOMS } from "./rooms.mjs";
import { ageYears } from "./schedule-festival.mjs";
import { startsAt } from "./dates.mjs";

export const CINEMA_FROM = "2025-08-15";
export const CINEMA_TO = "2025-12-30";
const CLOSED = new Set([
  ...datesBetween("2025-09-15", "2025-09-21"),
  ...datesBetween("2025-10-10", "2025-10-12"),
  "2025-10-25",
  "2025-12-24",
  "2025-12-25",
  "2025-12-31",
]);
/** After the clocks go back the evenings start earlier (the news article of 27 October says so). */
const WINTER_TIME = "2025-10-26";

/** Festival and BUFF films that come back for a run of their own: slug, first day, weeks. */
const RETURNS = [
  ["svigermors-hytte", "2025-09-23", 4],
  ["sjosyk", "2025-09-26", 3],
  ["bingo-pa-skarsvag", "2025-10-03", 4],
  ["cuovga", "2025-10-14", 3],
  ["dragen-i-fjorden", "2025-10-18", 4],
  ["ulvevinter-norsk-tale", "2025-10-17", 3],
  ["hjertet-er-en-muskel", "2025-10-31", 3],
  ["reinens-vei", "2025-11-05", 2],
];

/** The day's slots: [room, time, kind]. Kinds decide which films fit. */
function daySlots(date) {
  const day = weekday(date);
  const winter = date >= WINTER_TIME;
  const early = winter ? "18:00" : "19:00";
  const late = winter ? "20:30" : "21:15";
  const out = [];
  if (day === 2) out.push(["sal2", "11:00", "babykino"], ["sal1", early, "evening"]);
  if (day === 3) {
    out.push(["sal1", early, "evening"]);
    if (Number(date.slice(8)) <= 7) out.push(["sal1", "12:00", "solvkino"]);
  }
  if (day === 4) out.push(["sal1", early, "evening"], ["sal1", late, "late"]);
  if (day === 5) out.push(["sal1", early, "evening"], ["sal1", late, "late"], ["sal2", winter ? "19:00" : "19:30", "evening"]);
  if (day === 6) out.push(["sal1", "13:00", "family"], ["sal2", "15:30", "family"], ["sal1", "18:00", "evening"], ["sal1", "20:30", "late"]);
  if (day === 0) out.push(["sal1", "13:00", "family"], ["sal2", "16:00", "family"], ["sal1", "18:00", "evening"]);
  return out.map(([room, time, kind]) => ({ room, date, minutes: clock(time), kind }));
}

/** Children's films: the family screenings show them, the evenings do not. A nature documentary for all ages is not one. */
export const familyFilm = (f) => /Familie|Animasjon/.test(f.genres) || (ageYears(f) <= 6 && !/Dokumentar/.test(f.genres));

/** Which films a kind of slot can show, and how much it wants each. */
function fit(kind, f) {
  const age = ageYears(f);
  switch (kind) {
    case "family":
      return familyFilm(f) ? (age <= 6 ? 2 : 1) : -Infinity;
    case "babykino":
      return !familyFilm(f) && age >= 9 && age < 18 ? (/Drama|Komedie|Romantikk/.test(f.genres) ? 1.5 : 1) : -Infinity;
    case "solvkino":
      return !familyFilm(f) && age <= 12 && /Drama|Dokumentar|Komedie/.test(f.genres) ? 1 : -Infinity;
    case "evening":
      return familyFilm(f) ? -Infinity : 1;
    case "late":
      return familyFilm(f) || age < 9 ? -Infinity : 1 + age / 30;
    default:
      return -Infinity;
  }
}

function runsOf(films) {
  const bySlug = new Map(films.map((f) => [f.slug, f]));
  const runs = films.filter((f) => f.run).map((f) => ({ film: f, from: f.run[0], weeks: f.run[1] }));
  for (const [slug, from, weeks] of RETURNS) {
    const film = bySlug.get(slug);
    if (!film) throw new Error(`schedule-cinema: no film "${slug}" for a return run`);
    runs.push({ film, from, weeks });
  }
  return runs.map((run) => ({ ...run, to: new Date(Date.parse(`${run.from}T12:00:00Z`) + run.weeks * 7 * 86400000).toISOString().slice(0, 10) }));
}

/**
 * The cinema's screenings, booked in `line`: { film, room, date, minutes, kind, durationMinutes }.
 * A film in the first week of its run (a premiere) is chosen first; otherwise the film shown least
 * this week, so every week has several films.
 */
export function scheduleCinema(r, films, line) {
  const runs = runsOf(films);
  const screenings = [];
  const shownInWeek = new Map();
  const weekOf = (date) => Math.floor((Date.parse(`${date}T12:00:00Z`) - Date.parse("2025-08-11T12:00:00Z")) / (7 * 86400000));
  for (const date of datesBetween(CINEMA_FROM, CINEMA_TO)) {
    if (CLOSED.has(date) || weekday(date) === 1) continue;
    const showing = runs.filter((run) => run.from <= date && date < run.to);
    const today = new Set();
    for (const s of daySlots(date)) {
      const { venue, sal } = ROOMS[s.room];
      let best;
      let bestScore = -Infinity;
      for (const run of showing) {
        const f = run.film;
        // biome-ignore lint/suspicious/noFocusedTests: fit() scores a slot for a film; no test runner here
        const base = fit(s.kind, f);
        if (base === -Infinity || today.has(f.slug)) continue;
        const premiere = date === run.from && f.coming;
        const fresh = Date.parse(`${date}T12:00:00Z`) - Date.parse(`${run.from}T12:00:00Z`) < 14 * 86400000;
        const shown = shownInWeek.get(`${weekOf(date)}|${f.slug}`) ?? 0;
        const value = (premiere ? 100 : 0) + base + (fresh ? 1 : 0) - shown * 0.9 + r() * 0.8;
        if (value > bestScore && line.free(venue, sal, startsAt(date, s.minutes), f.minutes)) {
          best = f;
          bestScore = value;
        }
      }
      if (!best) continue;
      line.book(venue, sal, startsAt(date, s.minutes), best.minutes, best.slug);
      today.add(best.slug);
      const key = `${weekOf(date)}|${best.slug}`;
      shownInWeek.set(key, (shownInWeek.get(key) ?? 0) + 1);
      const premiere = best.coming && runs.some((run) => run.film === best && run.from === date);
      screenings.push({ ...s, film: best, durationMinutes: best.minutes, kind: premiere ? "premiere" : s.kind });
    }
  }
  return screenings;
}
