import type { Locale } from "../../content/locale";
import type { Production, ProductionTranslation } from "../../content/production";
import type { PageData, SourceResult } from "../../content/page-data";
import type { Block } from "../../content/page";
import type { ImageProp } from "./block-schemas";

/**
 * Facts blocks read from page data: a production's lead image, the document's production and
 * title, and the source a block is fed by.
 */

/** The production's first asset of type `first_image` (meta image). */
export function firstImage(production: Production): ImageProp | undefined {
  const asset = production.assets.find((a) => a.type === "first_image");
  return asset?.url ? { url: asset.url, alt: asset.alt || production.title, focalPointQuery: asset.focalPointQuery } : undefined;
}

/** Each production's first image by its id: the pictures of a list of its screenings. */
export function picturesById(productions: Production[]): Map<string, ImageProp | undefined> {
  return new Map(productions.map((p) => [p.id, firstImage(p)]));
}

/** The production a film or culture page shows, if this page is one. */
export function documentProduction(data: PageData): Production | undefined {
  const doc = data.document;
  return doc && (doc.kind === "production" || doc.kind === "culture") ? doc.production : undefined;
}

/** The title of the page's document (film, culture production, article), else the page's own. */
export function documentTitle(data: PageData): string {
  const doc = data.document;
  if (doc?.kind === "article") return doc.article.title;
  return doc ? doc.production.title : data.page.title;
}

/**
 * The source result a block reads: the one its `data[0]` names, else (when it names none) the
 * page's first source of the wanted model.
 */
export function blockSource<M extends SourceResult["model"]>(block: Block, data: PageData, model: M): Extract<SourceResult, { model: M }> | undefined {
  const isModel = (s: SourceResult | undefined): s is Extract<SourceResult, { model: M }> => s?.model === model;
  const named = block.data[0];
  if (named !== undefined) {
    const s = data.sources[named];
    return isModel(s) ? s : undefined;
  }
  return Object.values(data.sources).find(isModel);
}

/**
 * Each production's title and summary in `locale`, for the pages of a language other than the
 * content's (the English programme); empty for the content's own language or without translations.
 */
export function translationsById(productions: Production[], locale: Locale): Map<string, ProductionTranslation> {
  const found = new Map<string, ProductionTranslation>();
  for (const p of productions) {
    const translation = p.translations[locale];
    if (translation) found.set(p.id, translation);
  }
  return found;
}
