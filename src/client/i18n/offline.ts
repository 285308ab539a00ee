/**
 * The one sentence the service worker registration shows (on every page, so kept apart from the
 * islands' dictionaries, which only the islands download).
 */
export const offlineText = {
  nb: { offlineReady: "Nettstedet virker nå også uten nett." },
  en: { offlineReady: "This site now works offline too." },
} as const;

/**
 * The sentence for the page's language (`<html lang>`); Norwegian for anything else.
 *
 * @example offlineReadyText(document.documentElement.lang) // "Nettstedet virker nå også uten nett."
 */
export function offlineReadyText(lang: string): string {
  return (lang === "en" ? offlineText.en : offlineText.nb).offlineReady;
}
