/**
 * A name as a catalogue option's value in the address: lower case, Norwegian letters spelled out
 * (æ → ae, ø → o, å → a), accents dropped, anything else a hyphen. "Sør-Korea" → `sor-korea`,
 * "Retrospektiv: Anja Breien" → `retrospektiv-anja-breien`. The Norwegian name decides, so the
 * English page reads the same addresses.
 *
 * @example optionSlug("Nordlige stemmer") // "nordlige-stemmer"
 */
export function optionSlug(name: string): string {
  return name
    .toLocaleLowerCase("nb-NO")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
