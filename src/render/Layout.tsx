import type { ReactNode } from "react";
import type { Locale } from "../content/locale";
import type { Chrome } from "./Document";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { dictionary } from "./i18n/dictionary";

/** The id the skip link jumps to. */
export const MAIN_ID = "hovedinnhold";

export type LayoutProps = { chrome: Chrome; locale: Locale; currentPath: string; children: ReactNode };

/**
 * The layout every page shares (spec section 2): skip link, header, main, footer. `main` takes
 * `tabIndex=-1` so the skip link moves keyboard focus there, not only the scroll position.
 *
 * @example <Layout chrome={chrome} locale="nb" currentPath="/festivalen"><PageBlocks … /></Layout>
 */
export function Layout({ chrome, locale, currentPath, children }: LayoutProps) {
  const t = dictionary(locale);
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {t.skipLink}
      </a>
      <Header chrome={chrome} locale={locale} currentPath={currentPath} t={t} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer chrome={chrome} locale={locale} currentPath={currentPath} t={t} />
    </>
  );
}
