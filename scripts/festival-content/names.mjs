// How the generator names things: slugs from titles, uuid-like ids from slugs, lengths and age
// limits as the film facts write them.
import { createHash } from "node:crypto";

const LETTERS = { æ: "ae", ø: "o", å: "a", ð: "d", þ: "th", ŋ: "n", đ: "d", ŧ: "t", ß: "ss" };

/**
 * A title as a URL slug: lower case, Norwegian and Sámi letters spelled in ASCII.
 * @example slugify("Siste buss til Bugøynes") // "siste-buss-til-bugoynes"
 */
export function slugify(title) {
  return title
    .toLowerCase()
    .replace(/[æøåðþŋđŧß]/g, (c) => LETTERS[c])
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A production's id: shaped like the CMS's random UUIDs, but the same for the same slug on
 * every run, so regenerating changes nothing a visitor's watch list or a push subscription holds.
 */
export function stableId(slug) {
  const h = createHash("sha256").update(`kinoweb-demo:${slug}`).digest("hex");
  const variant = "89ab"[parseInt(h[16], 16) % 4];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** @example lengthText(102) // "1 t 42 min"; lengthText(38) // "38 min" */
export function lengthText(minutes) {
  if (minutes < 60) return `${minutes} min`;
  const m = minutes % 60;
  return m === 0 ? `${minutes / 60} t` : `${Math.floor(minutes / 60)} t ${m} min`;
}

/** @example ageText("A") // "Tillatt for alle"; ageText("12") // "12 år" */
export function ageText(age) {
  return age === "A" ? "Tillatt for alle" : `${age} år`;
}
