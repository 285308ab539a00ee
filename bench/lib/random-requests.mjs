// The addresses abuse and everyday sharing produce: a random junk parameter per request, the
// tracking parameters a shared link carries, the same few searches typed many ways, and searches
// nobody made before. Each call answers a new path, so no two requests need be alike.
import { randomBytes } from "node:crypto";

/** A short random token, like the id a tracker or a cache-buster appends. */
export const randomToken = () => randomBytes(6).toString("base64url");

/** `path?x=<random>`: a parameter no page reads, new on every request. */
export const junkParameter = (path) => `${path}?x=${randomToken()}`;

const UTM_SOURCES = ["facebook", "instagram", "newsletter", "snapchat"];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** `path?utm_source=…&utm_medium=…&fbclid=<random>`: a link shared on social media. */
export const trackingParameters = (path) => `${path}?utm_source=${pick(UTM_SOURCES)}&utm_medium=social&utm_campaign=nff25&fbclid=${randomToken()}`;

/** Queries visitors really type, with the site's own words (they find films, articles and events). */
export const REAL_QUERIES = ["kystlinjer", "nordlys", "buff", "billetter", "samisk kveld", "havvik kino", "åpningsfest"];

/** One of the real queries in random casing and spacing: " KystLinjer ", "samisk   KVELD". */
export function respelledQuery() {
  const query = pick(REAL_QUERIES)
    .split("")
    .map((ch) => (Math.random() < 0.5 ? ch.toLocaleUpperCase("nb-NO") : ch))
    .join("")
    .replace(/ /g, () => " ".repeat(1 + Math.floor(Math.random() * 3)));
  const pad = () => " ".repeat(Math.floor(Math.random() * 3));
  return `/search?q=${encodeURIComponent(pad() + query + pad())}`;
}

const SYLLABLES = ["ka", "no", "fis", "ker", "lys", "hav", "vik", "stor", "mø", "å", "sa", "mi", "film", "kveld"];

/** A search nobody made before: two made-up words, or a real query with a random word added. */
export function randomQuery() {
  const word = () => Array.from({ length: 2 + Math.floor(Math.random() * 3) }, () => pick(SYLLABLES)).join("");
  const query = Math.random() < 0.5 ? `${word()} ${word()}` : `${pick(REAL_QUERIES)} ${word()}`;
  return `/search?q=${encodeURIComponent(query)}`;
}
