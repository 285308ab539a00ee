import type { Locale } from "../content/locale";
import type { MenuEntry } from "../content/theme";
import { MenuGroup } from "./MenuGroup";
import { MenuItem } from "./MenuItem";
import { headerMenu } from "./menu-tree";
import type { Dictionary } from "../i18n/dictionary";

/** The `id` of the main navigation; the skip link and the hamburger do not need it, tests do. */
export const MAIN_MENU_ID = "hovedmeny";

/**
 * The header menu ("Menu") of the page's language (`headerMenu`): entries in order,
 * groups as disclosures. `data-menu` is the hook `src/client/menu.ts` looks for.
 */
export function Menu({
  entries,
  currentPath,
  t,
  locale,
  defaultLocale,
}: {
  entries: MenuEntry[];
  currentPath: string;
  t: Dictionary;
  locale: Locale;
  defaultLocale: Locale;
}) {
  const tree = headerMenu(entries, locale, defaultLocale);
  return (
    <nav id={MAIN_MENU_ID} className="menu" aria-label={t.mainMenu} data-menu="">
      <ul className="menu-list">
        {tree.map((node) =>
          node.children.length > 0 ? (
            <MenuGroup key={node.entry.id} node={node} currentPath={currentPath} t={t} locale={locale} />
          ) : (
            <MenuItem key={node.entry.id} node={node} currentPath={currentPath} t={t} locale={locale} />
          ),
        )}
      </ul>
    </nav>
  );
}
