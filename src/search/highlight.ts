import { processTerm, WORD_SEPARATOR } from "./terms";

/** A piece of text; `mark` pieces are the words that matched the query. */
export type Segment = { text: string; mark?: true };

const SPLIT = new RegExp(`(${WORD_SEPARATOR.source})`, "u");

/**
 * Text cut into plain and marked pieces: a word is marked when it becomes one of the matched
 * index terms, so "Festivalene" is marked for the term "festival" however the visitor spelled it.
 * The pieces are text, rendered by React as text: nothing here is ever HTML.
 *
 * @example segments("Måkeøya i mai", new Set(["makeoy"])) // [{ text: "Måkeøya", mark: true }, { text: " i mai" }]
 */
export function segments(text: string, terms: ReadonlySet<string>): Segment[] {
  const out: Segment[] = [];
  for (const [i, piece] of text.split(SPLIT).entries()) {
    if (piece === "") continue;
    const term = i % 2 === 0 ? processTerm(piece) : null;
    const last = out[out.length - 1];
    if (term !== null && terms.has(term)) out.push({ text: piece, mark: true });
    else if (last && !last.mark) last.text += piece;
    else out.push({ text: piece });
  }
  return out;
}

/** Characters of body text a hit shows. */
const SNIPPET_CHARS = 200;
/** How much text comes before the first match, so it is read in context. */
const LEAD_CHARS = 60;

/**
 * The part of a body around its first matched word (or its start when only the title matched),
 * cut at word boundaries, with "…" where text was left out.
 */
export function snippet(text: string, terms: ReadonlySet<string>): Segment[] {
  const all = segments(text, terms);
  let at = 0;
  for (const s of all) {
    if (s.mark) break;
    at += s.text.length;
  }
  if (at >= text.length) at = 0;
  let start = Math.max(0, at - LEAD_CHARS);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const cut = `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
  return segments(cut, terms);
}
