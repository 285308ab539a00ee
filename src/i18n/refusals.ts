import type { Locale } from "../content/locale";
import { refusalsEn } from "./refusals-en";
import { type Refusals, refusalsNb } from "./refusals-nb";

export type { Refusals };

/**
 * The API messages for a request: English when the browser asks for English before Norwegian
 * (the English section's visitors), Norwegian otherwise, as the site's default.
 *
 * @example refusalsFor("en-GB,en;q=0.9").loginFirst // "Please log in first."
 */
export function refusalsFor(acceptLanguage: string | undefined): Refusals {
  return requestLocale(acceptLanguage) === "en" ? refusalsEn : refusalsNb;
}

/** The first language of Accept-Language the site has (nb, nn and no read as Norwegian). */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  const tags = (acceptLanguage ?? "")
    .slice(0, 200)
    .split(",")
    .map((part) => part.trim().split(";")[0]?.toLowerCase().split("-")[0] ?? "");
  for (const tag of tags) {
    if (tag === "en") return "en";
    if (tag === "nb" || tag === "nn" || tag === "no") return "nb";
  }
  return "nb";
}
