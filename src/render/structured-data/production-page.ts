import type { FestivalEvent } from "../../content/event";
import type { Locale } from "../../content/locale";
import { htmlToText } from "../../content/excerpt";
import type { Performer } from "../../content/performer";
import type { Production } from "../../content/production";
import type { SiteConfig } from "../../content/site";
import { firstImage } from "../blocks/production-facts";
import { absoluteUrl } from "../page-head";
import type { JsonLdNode } from "./json-ld";
import { productionPath } from "../../shared/site-paths";

/**
 * What every event of one production shares in structured data: its page, its lead image
 * (absolute), its title and summary in the page's language and who performs. Worked out once per
 * production of a page: a programme lists the same few films many times.
 */
export type ProductionPage = {
  url: string | undefined;
  /** The title the page shows: the translation's on a page in another language, else undefined (the content's). */
  title: string | undefined;
  /**
   * The page is in the content's own language. On another (the English programme), words written
   * only in the content's language (a screening's notes) are left out rather than shown untranslated.
   */
  native: boolean;
  image: string | undefined;
  summary: string | undefined;
  performer: JsonLdNode[] | undefined;
};

/** The film or culture page of an event's production, absolute; undefined when it has none. */
export function productionUrl(site: Pick<SiteConfig, "host">, ref: FestivalEvent["production"]): string | undefined {
  const path = productionPath(ref);
  return path ? absoluteUrl(site, path) : undefined;
}

/** A band is a MusicGroup, a choir or company a PerformingGroup, as schema.org and Google name them. */
const PERFORMER_TYPE = { person: "Person", group: "PerformingGroup", band: "MusicGroup" } as const;

function performerNode(performer: Performer): JsonLdNode {
  return { "@type": PERFORMER_TYPE[performer.kind], name: performer.name };
}

/**
 * The summary a page in `locale` shows: the content's own in its language, the translation's in
 * another (blocks/production-facts.ts translationsById), none where the content has no translation.
 *
 * @example productionPage(site, event.production, film, "nb").url // "https://www.nordkystfilm.no/makeoya-DXM10302"
 */
export function productionPage(
  site: Pick<SiteConfig, "host" | "locale">,
  ref: FestivalEvent["production"],
  production: Production | undefined,
  locale: Locale,
): ProductionPage {
  const image = production && firstImage(production);
  const native = locale === site.locale.default;
  const translation = native ? undefined : production?.translations[locale];
  const summary = native ? production?.contents[0]?.summary : translation?.summary;
  const performers = production?.performers ?? [];
  return {
    url: productionUrl(site, ref),
    title: translation?.title,
    native,
    image: image ? absoluteUrl(site, image.url) : undefined,
    summary: summary ? htmlToText(summary) || undefined : undefined,
    performer: performers.length > 0 ? performers.map(performerNode) : undefined,
  };
}
