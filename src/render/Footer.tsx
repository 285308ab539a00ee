import type { Locale } from "../content/locale";
import type { Chrome } from "./Document";
import { FooterColumn } from "./FooterColumn";
import { MenuItem } from "./MenuItem";
import { forLocale, menuTree } from "./menu-tree";
import { PartnerLogoList } from "./PartnerLogoList";
import type { Dictionary } from "../i18n/dictionary";

export type FooterProps = {
  chrome: Chrome;
  locale: Locale;
  currentPath: string;
  t: Dictionary;
  /** Its icons drawn in the page, for a page that may show its footer in the first screen (Icon); by default so. */
  inlineIcons?: boolean;
};

/**
 * The site footer: the theme's columns in order (including an empty one), then the footer menu
 * (privacy, cookies, accessibility statement, account). Columns and footer entries of the page's
 * locale are used; a locale without its own falls back to the site's default (nb). When the theme
 * asks (`sponsors.inFooter`), the partners' logos sit between the columns and the footer menu.
 */
export function Footer({ chrome, locale, currentPath, t, inlineIcons = true }: FooterProps) {
  const { site, theme } = chrome;
  const fallback = site.locale.default;
  const columns = forLocale(theme.footerColumns, locale, fallback).sort((a, b) => a.order - b.order);
  const footerMenu = menuTree(
    forLocale(
      theme.menu.filter((e) => e.place === "footer"),
      locale,
      fallback,
    ),
    "footer",
  );
  const inFooter = theme.sponsors.inFooter;
  const sponsors = inFooter === "none" ? [] : site.sponsors.filter((s) => inFooter === "all" || s.tier === "main");
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        {columns.map((column) => (
          <FooterColumn key={`${column.order}-${column.title}`} column={column} t={t} locale={locale} inlineIcons={inlineIcons} />
        ))}
      </div>
      {sponsors.length > 0 && (
        <div className="footer-partners">
          <h2 className="footer-title">{inFooter === "main" ? t.mainPartners : t.partners}</h2>
          <PartnerLogoList sponsors={sponsors} t={t} size="large" />
        </div>
      )}
      <div className="footer-bottom">
        {footerMenu.length > 0 && (
          <nav aria-label={t.footerMenu}>
            <ul className="footer-menu">
              {footerMenu.map((node) => (
                <MenuItem key={node.entry.id} node={node} currentPath={currentPath} t={t} locale={locale} />
              ))}
            </ul>
          </nav>
        )}
        <p className="copyright">{t.copyright(site.festivalName)}</p>
      </div>
    </footer>
  );
}
