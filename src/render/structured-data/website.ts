import type { Locale } from "../../content/locale";
import type { SiteConfig } from "../../content/site";
import type { Theme } from "../../content/theme";
import { absoluteUrl } from "../page-head";
import type { JsonLdNode } from "./json-ld";
import { organizationRef } from "./organization";

/** The words a search box's URL template leaves for the searcher's query (Google's example's name). */
const QUERY_SLOT = "{search_term_string}";

/**
 * The site in one language as a schema.org WebSite, for its home page: its name, address and
 * language, published by the festival, and the site search (the search form's own target and its
 * `q`: SearchForm.tsx), so a search engine can offer a search box that lands on the site's results.
 * Each language's home is its own WebSite node (`/#nettsted`, `/english#nettsted`).
 *
 * @example website(site, theme, "en", "/english").potentialAction.target.urlTemplate // "https://www.nordkystfilm.no/search?q={search_term_string}"
 */
export function website(site: Pick<SiteConfig, "host" | "festivalName">, theme: Pick<Theme, "search">, locale: Locale, home: string): JsonLdNode {
  const url = absoluteUrl(site, home);
  const search = theme.search.enabled && theme.search.submitPath;
  return {
    "@type": "WebSite",
    "@id": `${url}#nettsted`,
    name: site.festivalName,
    url,
    inLanguage: locale,
    publisher: organizationRef(site),
    potentialAction: search
      ? {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(site, search)}?q=${QUERY_SLOT}` },
          "query-input": "required name=search_term_string",
        }
      : undefined,
  };
}
