import type { Locale } from "../content/locale";
import type { LanguageLink } from "./language-links";
import { dictionary, type Dictionary } from "../i18n/dictionary";

/**
 * "In English" at the top of a page that has a twin in another language, written in that language
 * (a visitor who cannot read this page can read the link), and marked so screen readers switch voice.
 */
export function TwinLinks({ links }: { links: readonly LanguageLink[] }) {
  if (links.length === 0) return null;
  return (
    <p className="twin-links">
      {links.map((l) => (
        <a key={l.locale} href={l.href} hrefLang={l.locale} lang={l.locale} className="twin-link">
          {/* The whole phrase where there is room; on a phone the language's name, beside the page's title. */}
          <span className="twin-full">{dictionary(l.locale).thisPageInLanguage}</span>
          <span className="twin-short">{dictionary(l.locale).languageName}</span>
        </a>
      ))}
    </p>
  );
}

/** The header's language switcher: each language by its own name, the current one marked. */
export function LanguageSwitcher({ links, t }: { links: readonly LanguageLink[]; t: Dictionary; locale: Locale }) {
  if (links.length === 0) return null;
  return (
    <nav className="language-switcher" aria-label={t.languages}>
      <ul>
        {links.map((l) => (
          <li key={l.locale}>
            <a href={l.href} hrefLang={l.locale} lang={l.locale} aria-current={l.current ? "true" : undefined} className="language-link">
              {dictionary(l.locale).languageName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
