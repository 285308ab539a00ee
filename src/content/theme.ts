import * as v from "valibot";
import { Href, LocaleSchema, SitePath, Text } from "./locale";

/**
 * One menu entry. A group heading has no path; its children name it as `parent`.
 * `place` decides header or footer; `order` sorts siblings.
 */
export const MenuEntrySchema = v.object({
  id: Text,
  parent: v.nullable(v.string()),
  path: v.nullable(Href),
  label: Text,
  place: v.picklist(["header", "footer"]),
  locale: LocaleSchema,
  order: v.number(),
  openInNewWindow: v.optional(v.boolean(), false),
});
export type MenuEntry = v.InferOutput<typeof MenuEntrySchema>;

/** A footer column item: plain text or HTML (sanitized on entry), optionally a link with an icon. */
export const FooterItemSchema = v.object({
  type: v.picklist(["text", "html"]),
  value: v.string(),
  href: v.optional(Href),
  icon: v.optional(v.picklist(["facebook", "instagram", "mail", "place"])),
  order: v.number(),
});
export type FooterItem = v.InferOutput<typeof FooterItemSchema>;

export const FooterColumnSchema = v.object({
  locale: LocaleSchema,
  title: v.string(),
  order: v.number(),
  items: v.array(FooterItemSchema),
});
export type FooterColumn = v.InferOutput<typeof FooterColumnSchema>;

/** Theme: menu, footer, logo, search, language switcher, style snippet. */
export const ThemeSchema = v.object({
  id: Text,
  variant: v.string(),
  favicon: v.string(),
  logo: v.object({ src: v.string(), alt: Text }),
  search: v.object({ enabled: v.boolean(), submitPath: v.string() }),
  /** The language switcher; `homes` is each language's start page, where the switcher leads from a page without a twin. */
  language: v.object({ switcherEnabled: v.boolean(), homes: v.optional(v.record(v.string(), SitePath), {}) }),
  /** CSS the editors add on top of the site's own; the spec's forces white background, black text. */
  styleSnippet: v.string(),
  menu: v.array(MenuEntrySchema),
  footerColumns: v.array(FooterColumnSchema),
  /** Partner logos in the footer of every page: none, the main partners, or all of them. */
  sponsors: v.optional(v.object({ inFooter: v.picklist(["none", "main", "all"]) }), { inFooter: "none" }),
});
export type Theme = v.InferOutput<typeof ThemeSchema>;
