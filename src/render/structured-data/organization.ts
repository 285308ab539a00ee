import type { SiteConfig } from "../../content/site";
import { absoluteUrl, siteOrigin } from "../page-head";
import type { JsonLdNode, JsonLdRef } from "./json-ld";

/**
 * The festival as an Organization: organizer of every event, publisher of every article, and the
 * author of articles that name none. Written once per page and referred to by its `@id`.
 */
export function organizationRef(site: Pick<SiteConfig, "host">): JsonLdRef {
  return { "@id": `${siteOrigin(site)}/#organisasjon` };
}

/** @example festivalOrganization(site, theme.logo.src).name // "Nordkyst filmfestival" */
export function festivalOrganization(site: Pick<SiteConfig, "host" | "festivalName">, logo: string): JsonLdNode {
  return {
    "@type": "Organization",
    ...organizationRef(site),
    name: site.festivalName,
    url: absoluteUrl(site, "/"),
    logo: logo ? { "@type": "ImageObject", url: absoluteUrl(site, logo) } : undefined,
  };
}
