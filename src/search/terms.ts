import { fold } from "./fold";
import { stem } from "./norwegian-stemmer";

/**
 * Words too common to tell documents apart (the frequent part of the Snowball Norwegian stop list).
 * Left out of the index and the query so "kino i havvik" ranks by "kino" and "havvik".
 */
const STOP_WORDS = new Set(
  (
    "og i jeg det at en et den til er som pa de med han av ikke der sa var meg seg men ett har om vi " +
    "min mitt ha hadde hun na over da ved fra du ut sin dem oss opp man kan hans hvor eller hva skal " +
    "selv sjol her alle vil bli ble blitt kunne inn nar vaere kom noen noe ville dere som deres kun ja " +
    "etter ned skulle denne for deg si sine sitt mot a meget hvorfor dette disse uten hvordan ingen din " +
    "ditt blir samme hvilken hvilke sann inni mellom var vart the and of to in"
  ).split(" "),
);

/** The longest word worth indexing; longer "words" are URLs or noise and would only bloat the index. */
const MAX_TERM_LENGTH = 40;

/**
 * How a word becomes an index term, for documents and queries alike: lower case, folded
 * (fold.ts), stemmed (norwegian-stemmer.ts). Null drops the word.
 *
 * @example processTerm("Festivalene") // "festival"
 */
export function processTerm(word: string): string | null {
  const folded = fold(word.toLowerCase());
  if (folded.length === 0 || folded.length > MAX_TERM_LENGTH || STOP_WORDS.has(folded)) return null;
  return stem(folded);
}

/** Splits text into words as MiniSearch's default tokenizer does: on spaces and punctuation. */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;

export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter((w) => w.length > 0);
}
