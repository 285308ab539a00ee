import { excerpt } from "../content/excerpt";
import type { Locale } from "../content/locale";
import type { PageMeta } from "../content/page";
import type { PageData } from "../content/page-data";
import type { Production } from "../content/production";
import type { SiteConfig } from "../content/site";
import { firstScreenBlocks } from "./first-screen-css";
import { firstScreenImages } from "./first-screen-image";
import type { HeadMeta } from "./head-meta";

/** Cover image size for culture meta images. */
const COVER = { width: 1920, height: 1080 };
const DESCRIPTION_LENGTH = 160;

function metaFor(data: PageData, locale: Locale, site: SiteConfig): PageMeta | undefined {
  return data.page.meta[locale] ?? data.page.meta[site.locale.default];
}

function firstImage(production: Production) {
  return production.assets.find((a) => a.type === "first_image") ?? production.assets[0];
}

/** The first image at cover size with its focal point, as an image service reads it. */
function coverImageUrl(production: Production): string {
  const asset = firstImage(production);
  if (!asset) return "";
  const query = [`w=${COVER.width}`, `h=${COVER.height}`, "fit=crop", asset.focalPointQuery].filter(Boolean).join("&");
  return `${asset.url}${asset.url.includes("?") ? "&" : "?"}${query}`;
}

/** Keywords from a production's features: each value once, lists ("Norsk, engelsk") split. */
function featureKeywords(production: Production): string {
  return [...new Set(production.features.flatMap((f) => f.value.split(/,\s*/)))].join(", ");
}

/** Title, description, keywords and image by the rules of the page kind. */
function documentMeta(data: PageData, meta: PageMeta | undefined, festival: string) {
  const doc = data.document;
  const fallback = { description: meta?.description ?? "", keywords: meta?.keywords ?? "", image: meta?.image ?? "" };
  if (!doc) {
    const title = meta?.title && meta.title !== festival ? `${festival} | ${meta.title}` : festival;
    return { ...fallback, title, ogType: "website" as const };
  }
  if (doc.kind === "article") {
    const { article } = doc;
    return {
      ...fallback,
      title: `${article.title} | ${festival}`,
      description: excerpt(article.content, DESCRIPTION_LENGTH) || fallback.description,
      image: article.image || fallback.image,
      ogType: "article" as const,
    };
  }
  const { production } = doc;
  const first = production.contents[0];
  const description = doc.kind === "production" ? excerpt(first?.body ?? "", DESCRIPTION_LENGTH) : (first?.summary ?? "");
  return {
    title: `${production.title} | ${festival}`,
    description: description || fallback.description,
    keywords: doc.kind === "production" ? featureKeywords(production) : fallback.keywords,
    image: (doc.kind === "production" ? firstImage(production)?.url : coverImageUrl(production)) || fallback.image,
    ogType: "website" as const,
  };
}

/** The site's canonical origin: https on the host of content/site.json, whatever host was asked. */
export function siteOrigin(site: Pick<SiteConfig, "host">): string {
  return `https://${site.host}`;
}

/**
 * A site path (or an already absolute URL) as an absolute URL on the canonical host; empty stays
 * empty. Canonical links, structured data and the feeds all use it, so they name the same URLs.
 *
 * @example absoluteUrl(site, "/article/%3C3-buff") // "https://www.nordkystfilm.no/article/%3C3-buff"
 */
export function absoluteUrl(site: Pick<SiteConfig, "host">, pathOrUrl: string): string {
  return pathOrUrl ? new URL(pathOrUrl, siteOrigin(site)).href : "";
}

/**
 * The head of a page: per-locale meta with the festival name, production meta from its first
 * content and image, culture meta from the first summary and a 1920×1080 focal-point image,
 * article meta from the article ("Meta"). URLs are absolute on the site's host.
 *
 * @example pageHead(data, site, "/billettinfo").title // "Nordkyst filmfestival | Billettinfo"
 */
export function pageHead(data: PageData, site: SiteConfig, path: string): HeadMeta {
  const locale = data.page.locale;
  const meta = metaFor(data, locale, site);
  const chosen = documentMeta(data, meta, site.festivalName);
  const alternates = Object.entries(data.page.translations)
    .filter((entry): entry is [Locale, string] => entry[0] === "nb" || entry[0] === "en")
    .map(([lang, href]) => ({ locale: lang, href: absoluteUrl(site, href) }));
  return {
    ...chosen,
    image: absoluteUrl(site, chosen.image),
    canonical: absoluteUrl(site, path),
    locale,
    alternates,
    facebookVerificationCode: meta?.facebookVerificationCode ?? "",
    noindex: !site.published,
    firstScreen: firstScreenBlocks(data.page.blocks),
    preloadImages: firstScreenImages(data),
  };
}
