// The cinema's screenings as events: premieres, babykino, sølvkino, julekino, family screenings
// with the lights half up now and then, and the usual subtitles.
import { alwaysSubtitled, norwegianCaptions } from "./languages.mjs";
import { familyFilm } from "./schedule-cinema.mjs";

const byStart = (a, b) => a.date.localeCompare(b.date) || a.minutes - b.minutes;

export function cinemaExtras(r, screenings) {
  const ids = new Set();
  const uniqueId = (id) => {
    let out = id;
    for (let c = 98; ids.has(out); c++) out = `${id}${String.fromCharCode(c)}`;
    ids.add(out);
    return out;
  };
  const captionedOnce = new Set();
  for (const s of [...screenings].sort(byStart)) {
    const film = s.film;
    const mmdd = s.date.slice(5).replace("-", "");
    s.marks = new Set(alwaysSubtitled(film) ? ["captioned"] : []);
    s.price = familyFilm(film) ? 90 : 110;
    const notes = [];
    if (s.kind === "premiere") {
      s.id = uniqueId(`kino25-${film.slug}-premiere`);
      s.title = `Premiere: ${film.title}`;
      s.soldOut = r() < 0.6;
      notes.push("Premierevisning.");
    } else if (s.kind === "babykino") {
      s.id = uniqueId(`kino25-${film.slug}-baby-${mmdd}`);
      s.title = `Babykino: ${film.title}`;
      s.marks.add("relaxed");
      s.price = 110;
      notes.push("Babykino for foreldre med barn under 18 måneder. Lav lyd og litt lys i salen.");
    } else if (s.kind === "solvkino") {
      s.id = uniqueId(`kino25-${film.slug}-${mmdd}`);
      s.title = `Sølvkino: ${film.title}`;
      s.price = 100;
      notes.push("Sølvkino med kaffe og kake.");
    } else {
      s.id = uniqueId(`kino25-${film.slug}-${mmdd}`);
      if (s.kind === "family" && s.date >= "2025-12-01" && /Jule|jul/i.test(`${film.title} ${film.summary}`)) {
        s.title = `Julekino: ${film.title}`;
        notes.push("Klementiner i døra. Barn under tre år gratis på fanget.");
      } else if (s.kind === "family" && r() < 0.25) {
        s.marks.add("relaxed");
        notes.push("Avslappet visning: litt lys i salen og lavere lyd.");
      }
    }
    // One screening in the run with Norwegian captions for the hard of hearing.
    if (norwegianCaptions(film) && !captionedOnce.has(film) && s.kind === "evening" && r() < 0.35) {
      captionedOnce.add(film);
      s.marks.add("captioned");
      notes.push("Norsk teksting.");
    }
    if (s.soldOut === undefined) s.soldOut = r() < (s.kind === "family" ? 0.05 : 0.02);
    s.notes = notes.join(" ");
  }
  return [...screenings].sort(byStart);
}
