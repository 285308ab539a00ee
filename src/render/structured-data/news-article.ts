import { isRealAuthor, type Article } from "../../content/article";
import { excerpt } from "../../content/excerpt";
import type { SiteConfig } from "../../content/site";
import { absoluteUrl } from "../page-head";
import { osloDateTime } from "./date-times";
import type { JsonLdNode } from "./json-ld";
import { organizationRef } from "./organization";
import { articlePath } from "../../shared/site-paths";

/**
 * An article page as a NewsArticle (news) or Article (other), published by the festival. An
 * article without a real author (none, or the CMS's "admin") is the festival's own.
 *
 * @example newsArticle(site, article).datePublished // "2025-11-21T09:35:00+01:00"
 */
export function newsArticle(site: Pick<SiteConfig, "host">, article: Article): JsonLdNode {
  const url = absoluteUrl(site, articlePath(article.slug));
  const festival = organizationRef(site);
  return {
    "@type": article.category === "news" ? "NewsArticle" : "Article",
    headline: article.title,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    description: excerpt(article.content, 160) || undefined,
    image: article.image ? [absoluteUrl(site, article.image)] : undefined,
    datePublished: osloDateTime(article.createdAt),
    dateModified: osloDateTime(Math.max(article.updatedAt, article.createdAt)),
    inLanguage: article.node_locale,
    author: isRealAuthor(article.author) ? { "@type": "Person", name: article.author.trim() } : festival,
    publisher: festival,
  };
}
