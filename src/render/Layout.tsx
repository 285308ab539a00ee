import type { ReactNode } from "react";
import type { Locale } from "../content/locale";
import type { Chrome } from "./Document";
import { Footer } from "./Footer";
import { Header, MAIN_ID } from "./Header";
import { TwinLinks } from "./LanguageLinks";
import { PreviewBar, type PreviewNotice } from "./PreviewBar";
import { switcherLinks, twinLinks } from "./language-links";
import { dictionary } from "../i18n/dictionary";

export type LayoutProps = {
  chrome: Chrome;
  locale: Locale;
  currentPath: string;
  /** The page in other languages (the page's `translations`): its twin links and the switcher's targets. */
  translations?: Readonly<Record<string, string>>;
  /** Only for an editor's preview link: the bar that says what the page shows (docs/decisions/032). */
  preview?: PreviewNotice | undefined;
  /** Whether the page may end within its first screen (first-screen-css.ts `FOOTER`): then the footer's icons are drawn in the page. */
  footerInFirstScreen?: boolean;
  children: ReactNode;
};

/**
 * The layout every page shares: skip link, header, main, footer. `main` takes
 * `tabIndex=-1` so the skip link moves keyboard focus there, not only the scroll position. A page
 * with a twin in another language links it first thing in `main`, unless the theme's language
 * switcher in the header already does.
 *
 * @example <Layout chrome={chrome} locale="nb" currentPath="/festivalen"><PageBlocks … /></Layout>
 */
export function Layout({ chrome, locale, currentPath, translations = {}, preview, footerInFirstScreen = true, children }: LayoutProps) {
  const t = dictionary(locale);
  const switcher = switcherLinks(chrome.theme, chrome.site.locale.enabled, translations, locale, currentPath);
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {t.skipLink}
      </a>
      {preview && <PreviewBar notice={preview} locale={locale} />}
      <Header chrome={chrome} locale={locale} currentPath={currentPath} t={t} switcher={switcher} />
      <main id={MAIN_ID} tabIndex={-1}>
        {switcher.length === 0 && <TwinLinks links={twinLinks(translations, locale)} />}
        {children}
      </main>
      <Footer chrome={chrome} locale={locale} currentPath={currentPath} t={t} inlineIcons={footerInFirstScreen} />
    </>
  );
}
