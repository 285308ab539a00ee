/**
 * Folds a lower-case word to one canonical spelling, so the Norwegian letters and their common
 * ASCII spellings meet: "Måkeøya", "Maakeoeya", "Makeoya" and "makeøya" all become "makeoya".
 *
 * Why this canonical form: visitors on foreign keyboards write å as "aa" or "a", ø as "oe" or "o",
 * and æ as "ae". Folding every variant to the shortest ASCII form is the only way all of them meet
 * the same indexed term. Both the index and the query go through this, so the rare ASCII word that
 * folds too (noen → non) still matches itself; the cost is a few extra hits, never a missed one.
 * Other accents (é, ü) are dropped, as a search box cannot expect them to be typed.
 *
 * @example fold("måkeøya") // "makeoya"
 */
export function fold(word: string): string {
  return word
    .replace(/å/g, "a")
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/aa/g, "a")
    .replace(/oe/g, "o");
}
