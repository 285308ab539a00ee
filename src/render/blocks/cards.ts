import type { FestivalEvent } from "../../content/event";
import type { ArticleSummary, SourceResult } from "../../content/page-data";
import type { Production } from "../../content/production";
import type { ImageProp } from "./block-schemas";
import { firstImage } from "./production-facts";
import { articlesAt } from "../../content/resolve-sources";
import { articlePath, productionPath } from "../../shared/site-paths";

/** What a card shows, whatever it was made from. `date` is epoch ms or an ISO date-time. */
export type CardData = {
  key: string;
  title: string;
  href: string;
  image?: ImageProp | undefined;
  text?: string | undefined;
  date?: number | string | undefined;
};

export function articleCard(a: ArticleSummary): CardData {
  const url = a.thumbnail || a.image;
  return {
    key: a.id,
    title: a.title,
    href: articlePath(a.slug),
    // The card's title names the link; the picture beside it is decoration (alt="").
    image: url ? { url, alt: "", focalPointQuery: "" } : undefined,
    text: a.excerpt,
    date: a.createdAt,
  };
}

/** A film links to `/{parentSlug}`, a culture production to `/{pageReference}`. */
export function productionHref(p: Production): string | null {
  return p.object === "culture"
    ? productionPath({ pageReference: p.pageReference ?? p.parentSlug })
    : productionPath({ parentSlug: p.parentSlug ?? p.pageReference });
}

export function productionCard(p: Production): CardData | null {
  const href = productionHref(p);
  if (!href) return null;
  const image = firstImage(p);
  return { key: p.id, title: p.title, href, image: image && { ...image, alt: "" }, text: p.contents[0]?.summary };
}

/** A film's card for a poster grid: its poster (2:3) where it has one, else its lead picture. */
export function posterCard(p: Production): CardData | null {
  const card = productionCard(p);
  const poster = p.assets.find((a) => a.type === "poster" && a.url);
  return card && poster ? { ...card, image: { url: poster.url, alt: "", focalPointQuery: "" } } : card;
}

export function eventCard(e: FestivalEvent): CardData | null {
  const href = productionPath(e.production);
  return href ? { key: e.id, title: e.title, href, date: e.startsAt } : null;
}

/**
 * Cards from any source result, in the source's order: its `sort` as the page configures it
 * ("Siste nytt" newest first), or pinned articles first, then the newest, when it sets none
 * (content/resolve-sources.ts). A card list never reorders what the source chose; an article
 * dated after the site's clock `now` is not out yet and gets no card.
 */
export function sourceCards(source: SourceResult | undefined, now: number): CardData[] {
  if (!source) return [];
  switch (source.model) {
    case "article":
      return articlesAt(source, now).map(articleCard);
    case "production":
      return source.items.map(productionCard).filter((c): c is CardData => c !== null);
    case "event":
      return source.items.map(eventCard).filter((c): c is CardData => c !== null);
  }
}
