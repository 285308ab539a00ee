// The generated programme's films (npm run content:generate, content/productions/nff-2025/ …) as
// venue movies, so every film page's watch-list button and the festival plan work for all of them,
// not only the five hand-written films. A "(norsk tale)" version is the same movie under a second
// ediNumber, as the venue keeps versions (movie_edis).
import { readdirSync, readFileSync } from "node:fs";
import { PRODUCTION_DIRS } from "../../../scripts/festival-content/write.mjs";

const root = new URL("../../../content/productions/", import.meta.url);
const DUBBED = / \(norsk tale\)$/;

/** The films with venue ids from `firstId` on, in ediNumber order: `{ id, title, slug, edi, edis }`. */
export function programmeMovies(firstId) {
  const films = Object.values(PRODUCTION_DIRS).flatMap((dir) =>
    readdirSync(new URL(`${dir}/`, root))
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(new URL(`${dir}/${file}`, root), "utf8"))),
  );
  films.sort((a, b) => Number(a.ediNumber) - Number(b.ediNumber));
  const movies = films
    .filter((f) => !DUBBED.test(f.title))
    .map((f, i) => ({ id: firstId + i, title: f.title, slug: f.parentSlug.replace(/-DXM\d+$/, ""), edi: f.ediNumber, edis: [f.ediNumber] }));
  for (const dubbed of films.filter((f) => DUBBED.test(f.title))) {
    const original = movies.find((m) => m.title === dubbed.title.replace(DUBBED, ""));
    if (!original) throw new Error(`make-seed: "${dubbed.title}" has no original film`);
    original.edis.push(dubbed.ediNumber);
  }
  return movies;
}
