import type { Feature } from "./production";

/**
 * A production's feature by its name, whatever its case or spaces: editors write the names in
 * Norwegian ("Regi", "Aldersgrense") and sometimes in English, so callers pass every name they
 * accept, lower case.
 *
 * @example featureNamed(film.features, ["regi", "director"])?.value // "Ingrid Solbakk"
 */
export function featureNamed(features: readonly Feature[], names: readonly string[]): Feature | undefined {
  return features.find((f) => names.includes(f.name.trim().toLowerCase()));
}
