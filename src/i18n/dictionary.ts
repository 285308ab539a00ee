import type { Locale } from "../content/locale";
import { en } from "./en";
import { nb, type Dictionary } from "./nb";

export type { Dictionary };

const dictionaries: Record<Locale, Dictionary> = { nb, en };

/**
 * The UI strings of a locale; Norwegian for anything unknown, as nb is the site's default.
 *
 * @example dictionary("en").skipLink // "Skip to main content"
 */
export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale] ?? nb;
}
