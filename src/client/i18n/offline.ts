/**
 * The one sentence (and its close button) the service worker registration shows (on every page, so kept apart from the
 * islands' dictionaries, which only the islands download).
 */
export const offlineText = {
  nb: { text: "Siden virker nå uten nett", close: "Lukk" },
  en: { text: "Works offline now", close: "Close" },
} as const;

/**
 * The sentence and the close button's label for the page's language (`<html lang>`); Norwegian
 * for anything else.
 *
 * @example offlineReadyText(document.documentElement.lang).text // "Siden virker nå uten nett"
 */
export function offlineReadyText(lang: string): { text: string; close: string } {
  return lang === "en" ? offlineText.en : offlineText.nb;
}
