import type { MenuEntry } from "../content/theme";
import { Memo } from "../shared/memo";

/** A menu entry with its children, sorted. A node with children is a group. */
export type MenuNode = { entry: MenuEntry; children: MenuNode[] };

const byOrder = (a: MenuEntry, b: MenuEntry) => a.order - b.order || a.label.localeCompare(b.label, "nb");

/**
 * The menu of one place as a tree. Entries are NOT filtered by locale: the spec's header shows the
 * English group ("locale en") in the same header as the Norwegian entries. An entry whose parent is
 * missing becomes a top-level entry, so an editing mistake never hides a link.
 *
 * @example menuTree(theme.menu, "header")[1] // { entry: Festivalen, children: [Festivalen, …] }
 */
export function menuTree(entries: MenuEntry[], place: MenuEntry["place"]): MenuNode[] {
  return trees.get(entries, [place], buildTree);
}

/**
 * Trees built before, by entry list and place: the theme is parsed once per isolate and shared by
 * its requests (kv/parsed-entries.ts), so every page of a content version has the same header
 * menu. Callers only read the tree.
 */
const trees = new Memo<MenuEntry[], [place: MenuEntry["place"]], MenuNode[]>(8);

function buildTree(entries: MenuEntry[], place: MenuEntry["place"]): MenuNode[] {
  const here = entries.filter((e) => e.place === place);
  const ids = new Set(here.map((e) => e.id));
  const childrenOf = (id: string | null, depth: number): MenuNode[] =>
    depth > 3 // a cycle in the data must not recurse forever
      ? []
      : here
          .filter((e) => (id === null ? e.parent === null || !ids.has(e.parent) : e.parent === id))
          .sort(byOrder)
          .map((entry) => ({ entry, children: childrenOf(entry.id, depth + 1) }));
  return childrenOf(null, 0);
}

/** Entries of one locale, or of the fallback locale when the page's locale has none (footer). */
export function forLocale<T extends { locale: string }>(items: T[], locale: string, fallback: string): T[] {
  const mine = items.filter((i) => i.locale === locale);
  return mine.length > 0 ? mine : items.filter((i) => i.locale === fallback);
}

/**
 * The header menu of a page in `locale`. In the site's default language: its own entries, then each
 * other language's group as that language's doorway (the spec's "English" group on Norwegian
 * pages). In another language: that language's entries only, a lone group opened out to top-level
 * entries (English pages get Information, Program, News, not one "English" disclosure); a language
 * with no entries of its own gets the default menu.
 *
 * @example headerMenu(theme.menu, "en", "nb").map((n) => n.entry.label) // ["Home", "Festival information", "Program", "News"]
 */
export function headerMenu(entries: MenuEntry[], locale: string, defaultLocale: string): MenuNode[] {
  const tree = menuTree(entries, "header");
  if (locale === defaultLocale) return tree.filter((n) => n.entry.locale === locale || n.children.length > 0);
  const own = tree.filter((n) => n.entry.locale === locale);
  if (own.length === 0) return headerMenu(entries, defaultLocale, defaultLocale);
  return own.length === 1 && own[0] && own[0].children.length > 0 ? own[0].children : own;
}
