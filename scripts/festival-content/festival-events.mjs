// The festival's screenings as events: ids in date order per film, school
// screenings, subtitled and audio-described screenings, sold-out evenings and one cancellation.
import { alwaysSubtitled, englishSubtitles, norwegianCaptions } from "./languages.mjs";
import { weekday } from "./dates.mjs";

const PRICE = { Hovedprogram: 110, "Nordlige stemmer": 110, Midnattskino: 110, Dokumentar: 100, Kortfilm: 100, Retrospektiv: 100 };
const SCHOOL_PRICE = 60;
/** How much a strand's screenings sell out, before the evening, the weekend and the guest add to it. */
const DEMAND = { Hovedprogram: 0.3, Midnattskino: 0.35, "Nordlige stemmer": 0.22, Dokumentar: 0.12, Kortfilm: 0.1, Retrospektiv: 0.16 };

const strandOf = (film) => (film.section.startsWith("Retrospektiv") ? "Retrospektiv" : film.section);
const byStart = (a, b) => a.date.localeCompare(b.date) || a.minutes - b.minutes;

/** Decides the extras of every festival screening (mutates and returns them, sorted). */
export function festivalExtras(r, screenings) {
  const byFilm = new Map();
  for (const s of [...screenings].sort(byStart)) byFilm.set(s.film, [...(byFilm.get(s.film) ?? []), s]);
  for (const [film, list] of byFilm) {
    const strand = strandOf(film);
    let n = 0;
    for (const s of list) {
      s.id = s.kind === "school" ? `nff25-${film.slug}-skole` : `nff25-${film.slug}-${++n}`;
      s.marks = new Set(alwaysSubtitled(film) ? ["captioned"] : []);
      s.price = s.kind === "school" ? SCHOOL_PRICE : PRICE[strand];
      s.notes = [];
      if (strand === "Midnattskino") s.title = `Midnattskino: ${film.title}`;
      if (s.kind === "school")
        s.notes.push(`Skolevisning for ${film.school}. Klassene melder seg på via skolen; ledige plasser selges for ${SCHOOL_PRICE} kr.`);
      // The guests and the talk are content of their own (guests.mjs), not words in the notes. The
      // draw that once chose the note's wording stays, so every later choice of the seed is the same.
      if (s.guest && !film.shorts) r();
    }
    const publicOnes = list.filter((s) => s.kind !== "school");
    const pick = (avoid) => {
      const free = publicOnes.filter((s) => !avoid(s));
      return free.length ? free[Math.floor(r() * free.length)] : undefined;
    };
    if (norwegianCaptions(film)) {
      const s = pick((x) => x.guest);
      if (s) {
        s.marks.add("captioned");
        s.notes.push("Norsk teksting.");
      }
    }
    if (englishSubtitles(film) && !alwaysSubtitled(film) && list.length > 2) {
      const s = pick((x) => x.marks.has("captioned") || x.guest);
      if (s) {
        s.marks.add("captioned");
        s.notes.push("English subtitles.");
      }
    }
    if (!alwaysSubtitled(film) && !film.shorts && ["Hovedprogram", "Dokumentar"].includes(strand) && r() < 0.5) {
      const s = pick((x) => x.marks.has("audio-description"));
      if (s) {
        s.marks.add("audio-description");
        s.notes.push("Synstolket visning.");
      }
    }
    if (film.age === "A" && list.length > 2) {
      const s = pick((x) => x.kind === "late");
      if (s) {
        s.marks.add("relaxed");
        s.notes.push("Avslappet visning: litt lys i salen, og det er lov å gå ut og inn.");
      }
    }
    for (const s of list) {
      const day = weekday(s.date);
      const demand = DEMAND[strand] + (s.minutes >= 17 * 60 ? 0.15 : 0) + (day === 5 || day === 6 ? 0.12 : 0) + (s.guest ? 0.3 : 0);
      s.soldOut = s.kind !== "school" && r() < demand * 0.42;
    }
  }
  cancelOne(r, screenings);
  for (const s of screenings) s.notes = s.notes.join(" ");
  return [...screenings].sort(byStart);
}

/** One screening cancelled, as happens: a documentary's copy that did not arrive in time. */
function cancelOne(r, screenings) {
  const candidates = screenings.filter(
    (s) =>
      s.film.section === "Dokumentar" && !s.guest && s.kind === "regular" && s.date >= "2025-09-19" && screenings.filter((o) => o.film === s.film).length >= 4,
  );
  const s = candidates[Math.floor(r() * candidates.length)];
  if (!s) return;
  s.cancelled = true;
  s.soldOut = false;
  s.notes = ["Avlyst: filmkopien kom ikke fram i tide. Kjøpte billetter refunderes automatisk."];
}
