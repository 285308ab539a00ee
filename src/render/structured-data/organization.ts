import type { SiteConfig } from "../../content/site";
import type { Theme } from "../../content/theme";
import { absoluteUrl, siteOrigin } from "../page-head";
import { isExternal } from "../../shared/site-paths";
import type { JsonLdNode, JsonLdRef } from "./json-ld";

/**
 * The festival as an Organization: organizer of every event, publisher of every article, and the
 * author of articles that name none. Written once per page and referred to by its `@id`.
 */
export function organizationRef(site: Pick<SiteConfig, "host">): JsonLdRef {
  return { "@id": `${siteOrigin(site)}/#organisasjon` };
}

/** The footer's icons that mark a profile on a social network (theme.ts FooterItemSchema). */
const SOCIAL_ICONS = new Set(["facebook", "instagram"]);

/**
 * The festival's own profiles elsewhere, from the footer's social links: those whose words name
 * the festival ("Nordkyst filmfestival på Facebook", not "BUFF på Facebook", a profile of its own),
 * or every one when none names it. In the default language's columns: the same links in both.
 */
function sameAs(site: Pick<SiteConfig, "festivalName" | "locale">, theme: Pick<Theme, "footerColumns">): string[] | undefined {
  const social = theme.footerColumns
    .filter((c) => c.locale === site.locale.default)
    .flatMap((c) => c.items)
    .filter((i) => i.href && isExternal(i.href) && i.icon && SOCIAL_ICONS.has(i.icon));
  const own = social.filter((i) => i.value.includes(site.festivalName));
  const links = [...new Set((own.length > 0 ? own : social).map((i) => i.href as string))];
  return links.length > 0 ? links : undefined;
}

/**
 * The festival in full, with `sameAs` (its social profiles) on a home page only: every other page
 * names it for the organizer and publisher its events and articles refer to, and keeps it short.
 *
 * @example festivalOrganization(site, theme).name // "Nordkyst filmfestival"
 */
export function festivalOrganization(
  site: Pick<SiteConfig, "host" | "festivalName" | "locale">,
  theme: Pick<Theme, "logo" | "footerColumns">,
  { home = false } = {},
): JsonLdNode {
  return {
    "@type": "Organization",
    ...organizationRef(site),
    name: site.festivalName,
    url: absoluteUrl(site, "/"),
    logo: theme.logo.src ? { "@type": "ImageObject", url: absoluteUrl(site, theme.logo.src) } : undefined,
    sameAs: home ? sameAs(site, theme) : undefined,
  };
}
