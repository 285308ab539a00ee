import type { ContentIndex } from "../../content/content-index";
import type { SiteConfig } from "../../content/site";
import { sitemapPages } from "../../content/sitemap-pages";
import { changedNoLaterThan, publishedOnly } from "../../content/published";
import { absoluteUrl } from "../../render/page-head";
import { osloDateTime } from "../../render/structured-data/date-times";
import { markupText } from "../../shared/markup-text";
import { XML_DECLARATION } from "./xml-declaration";

/**
 * Every public page of the content (sitemaps.org protocol, content/sitemap-pages.ts lists them) as
 * absolute https URLs on the canonical host, each with its lastmod: since when the page has shown
 * what it shows (`since`, by sitemap path: the lastmod ledger, docs/decisions/037), and for an
 * article no earlier than its own last change. An article dated after the site's clock `now` is
 * not published yet and not listed (content/published.ts).
 *
 * @example sitemapXml(index, site, since, now).includes("<loc>https://www.nordkystfilm.no/article/%3C3-buff</loc>") // true
 */
export function sitemapXml(index: ContentIndex, site: Pick<SiteConfig, "host">, since: (loc: string) => number, now: number): string {
  const out = publishedOnly(index.bundle.articles, now);
  const articles = new Map(out.map((a) => [a.slug, changedNoLaterThan(Math.max(a.updatedAt, a.createdAt), now)]));
  const listed = sitemapPages(index).filter(({ ref }) => ref.kind !== "article" || articles.has(ref.slug));
  const entries = listed.map(({ loc, ref }) => {
    const own = ref.kind === "article" ? (articles.get(ref.slug) ?? 0) : 0;
    return `<url><loc>${markupText(absoluteUrl(site, loc))}</loc><lastmod>${osloDateTime(Math.max(own, since(loc)))}</lastmod></url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
