// Every generated film, in one order (the order of the tables): its strand, slug, venue number and
// id, and the people the tables leave to the seed. A BUFF film with `dubbed` gets a twin right after it.
import { BUFF } from "./films/buff.mjs";
import { DOKUMENTAR } from "./films/dokumentar.mjs";
import { HOVEDPROGRAM } from "./films/hovedprogram.mjs";
import { KINO } from "./films/kino.mjs";
import { KORTFILM } from "./films/kortfilm.mjs";
import { MIDNATTSKINO } from "./films/midnattskino.mjs";
import { NORDLIGE_STEMMER } from "./films/nordlige-stemmer.mjs";
import { RETROSPECTIVE_DIRECTOR, RETROSPEKTIV } from "./films/retrospektiv.mjs";
import { slugify, stableId } from "./names.mjs";
import { peopleFrom, poolFor } from "./people.mjs";

/** The strands (the `Seksjon` fact) and which part of the year they belong to. */
export const STRANDS = [
  { section: "Hovedprogram", kind: "festival", films: HOVEDPROGRAM },
  { section: "Nordlige stemmer", kind: "festival", films: NORDLIGE_STEMMER },
  { section: "Dokumentar", kind: "festival", films: DOKUMENTAR },
  { section: "Kortfilm", kind: "festival", films: KORTFILM },
  { section: `Retrospektiv: ${RETROSPECTIVE_DIRECTOR}`, kind: "festival", films: RETROSPEKTIV, director: RETROSPECTIVE_DIRECTOR },
  { section: "Midnattskino", kind: "festival", films: MIDNATTSKINO },
  { section: "BUFF", kind: "buff", films: BUFF },
  { section: "Kino", kind: "cinema", films: KINO },
];

/** The venue's film numbers of the demo's own films end at 10319; ours start above them. */
const FIRST_EDI = 10400;

const list = (text) => text.split(/\s*,\s*/).filter(Boolean);

/** Who makes a film: from the pool of its first language's people when that is Sámi, else its first country's. */
function makersPool(film) {
  const language = list(film.languages)[0];
  return poolFor(language) === "samisk" ? "samisk" : poolFor(list(film.countries)[0]);
}

function castKindOf(film) {
  if (film.castKind !== undefined) return film.castKind;
  // A short-film programme names some of the people in its films, as festival catalogues do.
  if (film.shorts) return "Medvirkende";
  if (/Dokumentar/.test(film.genres)) return "Medvirkende";
  if (/Animasjon/.test(film.genres)) return "Stemmer";
  return "Skuespillere";
}

function people(r, film, strand, taken) {
  const pool = makersPool(film);
  const directors = film.shorts
    ? film.shorts.map(([, , country]) => peopleFrom(r, [poolFor(country)], 1, taken)[0])
    : strand.director
      ? [strand.director]
      : peopleFrom(r, [pool], r() < 0.1 ? 2 : 1, taken);
  const fiction = !film.shorts && !/Dokumentar|Animasjon/.test(film.genres);
  const writers = fiction && !strand.director && r() < 0.5 ? [directors[0], ...peopleFrom(r, [pool], 1, taken)] : [];
  const castKind = castKindOf(film);
  const castPools = list(film.languages).map(poolFor);
  const castCount = film.shorts ? 4 : castKind === "Medvirkende" ? r.int(1, 2) : 3;
  const cast = castKind ? peopleFrom(r, castPools, castCount, taken) : [];
  return { directors, writers, castKind, cast };
}

const slugOf = (film) => film.slug ?? slugify(film.title);
const dubbedSlug = (slug) => `${slug}-norsk-tale`;

/**
 * Each film's pictures by slug, dubbed versions included: what scripts/art/catalogue.mjs draws.
 * Needs no seed, so the art never depends on who the seed made director.
 */
export function filmPictures() {
  const out = [];
  for (const strand of STRANDS) {
    for (const film of strand.films) {
      out.push({ slug: slugOf(film), still: film.still, poster: film.poster });
      if (film.dubbed) out.push({ slug: dubbedSlug(slugOf(film)), still: film.dubbedStill, poster: film.dubbedPoster });
    }
  }
  return out;
}

/** The "(norsk tale)" twin of a dubbed BUFF film: Norwegian voices, no subtitles, its own pictures. */
function dubbedTwin(r, entry, taken) {
  return {
    ...entry,
    title: `${entry.title} (norsk tale)`,
    en: `${entry.en} (Norwegian dub)`,
    summaryEn: `${entry.summaryEn} Norwegian speech.`,
    slug: dubbedSlug(entry.slug),
    languages: "Norsk",
    subtitles: "Ingen",
    version: "Norsk tale",
    dubbedOf: entry,
    school: undefined,
    guest: false,
    trailer: false,
    still: entry.dubbedStill,
    poster: entry.dubbedPoster,
    castKind: "Stemmer",
    cast: peopleFrom(r, ["norsk"], 3, taken),
  };
}

/** Every film entry, numbered and peopled; `r` is the generator's seeded random. */
export function allFilms(r) {
  const taken = new Set([RETROSPECTIVE_DIRECTOR]);
  const entries = [];
  for (const strand of STRANDS) {
    for (const film of strand.films) {
      const entry = { ...film, section: strand.section, kind: strand.kind, slug: slugOf(film), ...people(r, film, strand, taken) };
      entries.push(entry);
      if (film.dubbed) entries.push(dubbedTwin(r, entry, taken));
    }
  }
  let edi = FIRST_EDI;
  for (const entry of entries) {
    entry.ediNumber = String(edi);
    entry.parentSlug = `${entry.slug}-DXM${edi}`;
    entry.id = stableId(entry.slug);
    edi += r.int(1, 9);
  }
  return entries;
}
