import type { Locale } from "../content/locale";
import type { Chrome } from "./Document";
import { Icon } from "./Icon";
import { inlinedDrawing } from "./inline-svg-source";
import { LanguageSwitcher } from "./LanguageLinks";
import type { LanguageLink } from "./language-links";
import { Menu } from "./Menu";
import { ProfileButton } from "./ProfileButton";
import { SearchForm } from "./SearchForm";
import type { Dictionary } from "../i18n/dictionary";

/** The id the skip link jumps to, and the menu's close link without JavaScript. */
export const MAIN_ID = "hovedinnhold";

/** The id of the panel the hamburger shows and hides (menu and search at phone width). */
export const MENU_PANEL_ID = "menypanel";

export type HeaderProps = { chrome: Chrome; locale: Locale; currentPath: string; t: Dictionary; switcher?: readonly LanguageLink[] };

/**
 * The site header: logo, account button, hamburger (phone width only), and the panel with the
 * search field and the menu. Below 900 px the panel is collapsed behind the hamburger; above it
 * the panel's children join the header grid (see 20-header.css). The source order is the visual
 * order at both widths (logo, account, search, menu), so Tab moves the way the eye reads.
 */
export function Header({ chrome, locale, currentPath, t, switcher = [] }: HeaderProps) {
  const { site, theme } = chrome;
  // The logo leads to the start page of the page's language (theme language.homes).
  const home = theme.language.homes[locale] ?? "/";
  return (
    <header className="site-header">
      <a href={home} className="logo" aria-current={currentPath === home ? "page" : undefined}>
        {theme.logo.src ? <LogoPicture src={theme.logo.src} alt={theme.logo.alt} /> : <span className="logo-text">{site.festivalName}</span>}
      </a>
      <ProfileButton locale={locale} t={t} currentPath={currentPath} />
      <button type="button" className="menu-toggle" aria-label={t.menu} aria-expanded="false" aria-controls={MENU_PANEL_ID} data-menu-toggle="">
        <Icon name="hamburger" className="icon-open" inline />
        <Icon name="close" className="icon-close" inline />
      </button>
      {/* Without JavaScript the button can open nothing: this link opens the panel as the page's target (20-header.css). */}
      <a href={`#${MENU_PANEL_ID}`} className="menu-toggle-link" aria-label={t.menu}>
        <Icon name="hamburger" inline />
      </a>
      <div id={MENU_PANEL_ID} className="menu-panel">
        <a href={`#${MAIN_ID}`} className="menu-close-link">
          {t.menuClose}
        </a>
        <LanguageSwitcher links={switcher} t={t} locale={locale} />
        {theme.search.enabled && <SearchForm action={theme.search.submitPath} t={t} idPrefix="topp-sok" label={t.searchLabel} suggest />}
        <Menu entries={theme.menu} currentPath={currentPath} t={t} locale={locale} defaultLocale={site.locale.default} />
      </div>
    </header>
  );
}

/**
 * The theme's logo: a small SVG of ours drawn in the page, with the document (inline-svg-source.ts);
 * any other file as a picture. The width/height hint reserves its box either way (no layout shift).
 */
function LogoPicture({ src, alt }: { src: string; alt: string }) {
  const drawing = inlinedDrawing(src);
  if (!drawing) return <img src={src} alt={alt} width="200" height="48" />;
  // The build let only shapes through (scripts/build-inline-svgs.mjs), so the markup is ours to place.
  return <svg role="img" aria-label={alt} viewBox={drawing.viewBox} width="200" height="48" dangerouslySetInnerHTML={{ __html: drawing.body }} />;
}
