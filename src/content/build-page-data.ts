import type { ContentIndex } from "./content-index";
import type { PageData } from "./page-data";
import type { PageRef } from "./page-ref";
import { resolveSources } from "./resolve-sources";
import { breadcrumbTrail } from "./breadcrumb-trail";
import { policyHosts } from "./policy-hosts";
import type { SiteChrome } from "./site-chrome";

/**
 * Builds the page data for a page reference from the content, or null when the content has no
 * such page. This is what KV caches; it runs only on a miss or a background refresh.
 */
export function buildPageData(index: ContentIndex, ref: PageRef): PageData | null {
  switch (ref.kind) {
    case "page": {
      const page = index.page(ref.path);
      return page ? { page, sources: resolveSources(page, index), trail: breadcrumbTrail(index, page) } : null;
    }
    case "production":
    case "culture": {
      const production = ref.kind === "production" ? index.film(ref.slug) : index.culture(ref.slug);
      const page = index.template(ref.kind);
      if (!production || !page) return null;
      const document = { kind: ref.kind, production, events: index.eventsOf(production) };
      return { page, sources: resolveSources(page, index), document, trail: breadcrumbTrail(index, page, document) };
    }
    case "article": {
      const article = index.article(ref.slug);
      const page = index.template("article");
      if (!article || !page) return null;
      const document = { kind: "article" as const, article };
      return { page, sources: resolveSources(page, index), document, trail: breadcrumbTrail(index, page, document) };
    }
  }
}

export function buildSiteChrome(index: ContentIndex): SiteChrome {
  const { site, theme, redirects } = index.bundle;
  return { site, theme, redirects, routes: index.routes(), hosts: policyHosts(index.bundle) };
}
