import type { Crumb } from "../../content/breadcrumb-trail";
import type { PageData } from "../../content/page-data";
import type { SiteConfig } from "../../content/site";
import { articlePath, productionPath } from "../../shared/site-paths";
import { absoluteUrl } from "../page-head";
import type { JsonLdNode } from "./json-ld";

/** The page itself as the trail's last step: its document's title and page, else its own title. */
function pageCrumb(data: PageData): Crumb {
  const { page, document } = data;
  if (document?.kind === "article") return { name: document.article.title, path: articlePath(document.article.slug) };
  if (document) return { name: document.production.title, path: productionPath(document.production) ?? page.path };
  return { name: page.meta[page.locale]?.title || page.title, path: page.path };
}

/**
 * Where a page sits on the site, as Google's BreadcrumbList: the pages above it (its page data's
 * `trail`, worked out when the content is built: content/breadcrumb-trail.ts), then the page
 * itself. Only on nested pages: a page right under its home has nothing to show a searcher that
 * the home link does not, and the bytes go to every view.
 *
 * @example breadcrumbList(site, makeoyaPageData)?.itemListElement.map((i) => i.name) // ["Forside", "Filmer", "Måkeøya"]
 */
export function breadcrumbList(site: Pick<SiteConfig, "host">, data: PageData): JsonLdNode | undefined {
  const { trail } = data;
  if (!trail || trail.length < 2) return undefined;
  return {
    "@type": "BreadcrumbList",
    itemListElement: [...trail, pageCrumb(data)].map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}
