import { Icon } from "./Icon";
import { MenuItem, type MenuItemProps } from "./MenuItem";
import type { MenuNode } from "./menu-tree";
import { isCurrent } from "../shared/site-paths";

/** An id usable in `aria-controls`, made from a CMS id that may hold any character. */
export const groupListId = (entryId: string) => `meny-${entryId.replace(/[^A-Za-z0-9_-]/g, "-")}`;

function containsCurrent(node: MenuNode, currentPath: string): boolean {
  return isCurrent(node.entry.path, currentPath) || node.children.some((c) => containsCurrent(c, currentPath));
}

/**
 * A menu group as a disclosure (WAI-ARIA APG "Disclosure Navigation Menu"): a real button with
 * `aria-expanded` that shows and hides the list after it. `menu.ts` does the toggling; without
 * JavaScript the CSS opens the list on hover and focus-within, so every link stays reachable.
 */
export function MenuGroup({ node, currentPath, t, locale }: MenuItemProps) {
  const listId = groupListId(node.entry.id);
  const { entry } = node;
  return (
    <li className={containsCurrent(node, currentPath) ? "menu-group has-current" : "menu-group"} lang={entry.locale !== locale ? entry.locale : undefined}>
      <button type="button" className="menu-button" aria-expanded="false" aria-controls={listId}>
        {entry.label}
        <Icon name="arrow-down" className="menu-chevron" inline />
      </button>
      <ul id={listId} className="menu-sublist">
        {/* A group heading with its own page keeps that page reachable as the group's first link. */}
        {entry.path && <MenuItem node={{ entry, children: [] }} currentPath={currentPath} t={t} locale={entry.locale} />}
        {node.children.map((child) => (
          <MenuItem key={child.entry.id} node={child} currentPath={currentPath} t={t} locale={entry.locale} />
        ))}
      </ul>
    </li>
  );
}
