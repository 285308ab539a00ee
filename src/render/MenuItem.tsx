import type { Locale } from "../content/locale";
import { Link } from "./Link";
import type { MenuNode } from "./menu-tree";
import type { Dictionary } from "../i18n/dictionary";

export type MenuItemProps = { node: MenuNode; currentPath: string; t: Dictionary; locale: Locale };

/**
 * One menu entry inside a list: a link, or — for an entry the editors left without a path — its
 * label as plain text, so nothing configured silently disappears. Deeper children (a third level
 * the spec does not use) are listed under it without another disclosure. An entry in another
 * language than the page (the English group on Norwegian pages) carries its own `lang`, so screen
 * readers pronounce it right (WCAG 3.1.2).
 */
export function MenuItem({ node, currentPath, t, locale }: MenuItemProps) {
  const { entry } = node;
  return (
    <li lang={entry.locale !== locale ? entry.locale : undefined}>
      {entry.path ? (
        <Link href={entry.path} newWindow={entry.openInNewWindow} currentPath={currentPath} t={t} className="menu-link" inlineIcon>
          {entry.label}
        </Link>
      ) : (
        <span className="menu-text">{entry.label}</span>
      )}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <MenuItem key={child.entry.id} node={child} currentPath={currentPath} t={t} locale={entry.locale} />
          ))}
        </ul>
      )}
    </li>
  );
}
