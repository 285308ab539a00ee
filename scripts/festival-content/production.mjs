// A film entry as a production document of content/productions/: the facts the filters and the
// structured data read, the synopsis and body, the pictures with their alt texts, English title
// and synopsis.
import { describePicture } from "../art/describe.mjs";
import { filmBody } from "./body.mjs";
import { ageText, lengthText } from "./names.mjs";

function trailer(r) {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
  const youtubeId = Array.from({ length: 11 }, () => chars[Math.floor(r() * chars.length)]).join("");
  const kind = r();
  if (kind < 0.45) return `https://www.youtube.com/watch?v=${youtubeId}`;
  if (kind < 0.7) return `https://youtu.be/${youtubeId}`;
  return `https://vimeo.com/${r.int(100000000, 999999999)}`;
}

function features(film) {
  const out = [{ name: "Regi", value: film.directors.join(", ") }];
  if (film.writers.length) out.push({ name: "Manus", value: film.writers.join(", ") });
  if (film.castKind && film.cast.length) out.push({ name: film.castKind, value: film.cast.join(", ") });
  out.push(
    { name: "Land", value: film.countries },
    { name: "År", value: String(film.year) },
    { name: "Sjanger", value: film.genres },
    { name: "Lengde", value: lengthText(film.minutes) },
    { name: "Aldersgrense", value: ageText(film.age) },
    { name: "Språk", value: film.languages },
    { name: "Undertekster", value: film.subtitles },
  );
  if (film.version) out.push({ name: "Versjon", value: film.version });
  out.push({ name: "Seksjon", value: film.section });
  return out;
}

/** The picture files of a film, named after its slug (scripts/art/catalogue.mjs draws them). */
export const stillName = (film) => `film-${film.slug}`;
export const posterName = (film) => `poster-${film.slug}`;

/** The production document; `events` are the film's screenings (event documents), in order. */
export function productionDocument(r, film, events) {
  const doc = {
    id: film.id,
    object: "movie",
    objectClass: film.coming ? "movie_coming" : "movie",
    parentSlug: film.parentSlug,
    title: film.title,
    ediNumber: film.ediNumber,
  };
  if (film.trailer) doc.trailer = trailer(r);
  doc.collections = film.kind === "buff" ? ["buff"] : [];
  const summary = film.version ? `${film.summary} Med norsk tale.` : film.summary;
  doc.contents = [{ summary, body: filmBody(r, film, events) }];
  doc.assets = [
    {
      type: "first_image",
      url: `/images/art/${stillName(film)}.jpg`,
      alt: `Stillbilde fra «${film.title}»: ${describePicture(film.still)}`,
      focalPointQuery: "fp-x=0.5&fp-y=0.4",
    },
    {
      type: "poster",
      url: `/images/art/${posterName(film)}.jpg`,
      alt: `Plakat for «${film.title}»: ${describePicture(film.poster)}`,
      focalPointQuery: "fp-x=0.5&fp-y=0.5",
    },
  ];
  doc.features = features(film);
  doc.translations = { en: { title: film.en, summary: film.summaryEn } };
  return doc;
}
