import type { Locale } from "../content/locale";
import type { Theme } from "../content/theme";

/** A link to the site in another language: the page's twin, or that language's home page. */
export type LanguageLink = { locale: Locale; href: string; current: boolean };

const LOCALES: readonly Locale[] = ["nb", "en"];

/**
 * The page's twins in other languages (the page's `translations`), as links in the order of the
 * site's enabled languages.
 *
 * @example twinLinks({ en: "/english-program" }, "nb") // [{ locale: "en", href: "/english-program", current: false }]
 */
export function twinLinks(translations: Readonly<Record<string, string>>, locale: Locale): LanguageLink[] {
  return LOCALES.filter((l) => l !== locale && translations[l]).map((l) => ({ locale: l, href: translations[l] ?? "/", current: false }));
}

/**
 * The language switcher (theme `language.switcherEnabled`): every enabled
 * language, the page's own marked current, each other one leading to the page's twin or, when the
 * page has none, to that language's home page (theme `language.homes`, "/" by default).
 */
export function switcherLinks(
  theme: Pick<Theme, "language">,
  enabled: readonly Locale[],
  translations: Readonly<Record<string, string>>,
  locale: Locale,
  path: string,
): LanguageLink[] {
  if (!theme.language.switcherEnabled) return [];
  return LOCALES.filter((l) => enabled.includes(l)).map((l) => ({
    locale: l,
    href: l === locale ? path : (translations[l] ?? theme.language.homes[l] ?? "/"),
    current: l === locale,
  }));
}
