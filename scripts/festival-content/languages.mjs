// What a film's languages mean for its screenings: is it subtitled throughout, or Norwegian with
// a subtitled screening now and then.
const NORWEGIAN = new Set(["norsk"]);
const list = (text) =>
  text
    .split(/\s*,\s*/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

/** Spoken in something other than Norwegian (Sámi and Kven too), and subtitled: every screening is. */
export const alwaysSubtitled = (film) => film.subtitles !== "Ingen" && list(film.languages).some((l) => !NORWEGIAN.has(l));

/** Norwegian speech with Norwegian subtitles on request: one screening is captioned. */
export const norwegianCaptions = (film) => !alwaysSubtitled(film) && list(film.subtitles).includes("norsk");

/** Has English subtitles for the visitors from abroad. */
export const englishSubtitles = (film) => list(film.subtitles).includes("engelsk");
