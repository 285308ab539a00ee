import { en } from "./en";
import { nb, type ClientText } from "./nb";

export type { ClientText };

/** The island strings of a locale; Norwegian for anything else, as nb is the site's default. */
export function clientText(locale: string | undefined): ClientText {
  return locale === "en" ? en : nb;
}
