/**
 * The Snowball Norwegian (bokmål) stemmer, https://snowballstem.org/algorithms/norwegian/stemmer.html,
 * written out here because the packages that carry it are either unmaintained (snowball-stemmers,
 * 2017) or a second search library (@orama/stemmers). It runs on folded words (see fold.ts), so the
 * vowels æ, ø, å no longer occur and the ASCII vowels suffice.
 *
 * @example stem("festivalene") // "festival"
 */
const VOWELS = new Set(["a", "e", "i", "o", "u", "y"]);

/** Step 1 suffixes, longest first, so the first that fits is the longest (Snowball "among"). */
const STEP1 = [
  "hetenes",
  "hetene",
  "hetens",
  "endes",
  "heten",
  "heter",
  "ande",
  "ende",
  "edes",
  "enes",
  "ede",
  "ane",
  "ene",
  "ens",
  "ers",
  "ets",
  "het",
  "ast",
  "en",
  "ar",
  "er",
  "as",
  "es",
  "et",
  "a",
  "e",
];
const STEP3 = ["hetslov", "eleg", "elig", "elov", "slov", "leg", "eig", "lig", "els", "lov", "ig"];
/** Letters before which a final "s" is an ending (k only after a consonant). */
const S_ENDING = new Set([..."bcdfghjlmnoprtvyz"]);

/** Start of R1: after the first non-vowel that follows a vowel, but at least 3 letters in. */
function r1Start(word: string): number {
  for (let i = 1; i < word.length; i++) {
    if (!VOWELS.has(word[i] ?? "") && VOWELS.has(word[i - 1] ?? "")) return Math.max(3, i + 1);
  }
  return word.length;
}

function step1(word: string, r1: number): string {
  for (const suffix of ["erte", "ert"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= r1) return `${word.slice(0, -suffix.length)}er`;
  }
  for (const suffix of STEP1) {
    if (word.endsWith(suffix) && word.length - suffix.length >= r1) return word.slice(0, -suffix.length);
  }
  if (word.endsWith("s") && word.length - 1 >= r1) {
    const before = word[word.length - 2] ?? "";
    const kAfterConsonant = before === "k" && !VOWELS.has(word[word.length - 3] ?? "");
    if (S_ENDING.has(before) || kAfterConsonant) return word.slice(0, -1);
  }
  return word;
}

export function stem(word: string): string {
  const r1 = r1Start(word);
  let w = step1(word, r1);
  // Step 2: "dt" and "vt" lose the t (in R1).
  if ((w.endsWith("dt") || w.endsWith("vt")) && w.length - 2 >= r1) w = w.slice(0, -1);
  for (const suffix of STEP3) {
    if (w.endsWith(suffix) && w.length - suffix.length >= r1) return w.slice(0, -suffix.length);
  }
  return w;
}
