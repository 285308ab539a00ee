// BUFF's screenings as events: school screenings on Friday, babykino, relaxed screenings for the
// youngest, and the prices every BUFF note repeats.
import { alwaysSubtitled } from "./languages.mjs";
import { BUFF_TALK_MINUTES } from "./schedule-buff.mjs";
import { ageYears } from "./schedule-festival.mjs";

const PRICES = "Barn 90 kr, ungdom 100 kr, voksne 110 kr. BUFF-pass gjelder.";
const byStart = (a, b) => a.date.localeCompare(b.date) || a.minutes - b.minutes;

export function buffExtras(r, screenings) {
  const byFilm = new Map();
  for (const s of [...screenings].sort(byStart)) byFilm.set(s.film, [...(byFilm.get(s.film) ?? []), s]);
  for (const [film, list] of byFilm) {
    let n = 0;
    const young = ageYears(film) <= 6;
    const relaxedOne = young && list.length > 1 ? list[Math.floor(r() * list.length)] : undefined;
    for (const s of list) {
      s.marks = new Set(alwaysSubtitled(film) ? ["captioned"] : []);
      s.price = ageYears(film) >= 12 ? 100 : 90;
      const notes = [];
      if (s.kind === "school") {
        s.id = `buff25-${film.slug}-skole`;
        notes.push(`Skolevisning for ${film.school}. Gratis for skoler i Havvik; åpne plasser ${s.price} kr.`);
      } else if (s.kind === "babykino") {
        s.id = `buff25-${film.slug}-baby`;
        s.title = `Babykino: ${film.title}`;
        s.marks.add("relaxed");
        s.price = 110;
        notes.push("Babykino for foreldre med barn under 18 måneder. Lav lyd og litt lys i salen.");
      } else {
        s.id = `buff25-${film.slug}-${++n}`;
        if (film.minutes < 60 || s === relaxedOne) {
          s.marks.add("relaxed");
          notes.push("Avslappet visning.");
        }
        // The director's visit is the screening's talk (generate.mjs), not words in the notes.
        if (s.guest)
          s.talk = { title: "Samtale med regissøren", minutes: BUFF_TALK_MINUTES, guests: film.directors.map((name) => ({ name, role: "director" })) };
        notes.push(PRICES);
      }
      s.soldOut = s.kind === "regular" && r() < (young ? 0.14 : 0.08);
      s.notes = notes.join(" ");
    }
  }
  return [...screenings].sort(byStart);
}
