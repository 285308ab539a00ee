import * as v from "valibot";
import { ArticleSchema } from "./article";
import { EventSchema } from "./event";
import { PageSchema } from "./page";
import { ProductionSchema } from "./production";

/** What a card list or slideshow needs of an article: no body, so list pages stay small. */
export const ArticleSummarySchema = v.object({
  ...v.pick(ArticleSchema, ["id", "title", "slug", "category", "image", "thumbnail", "imageAlt", "author", "createdAt", "updatedAt", "order"]).entries,
  /** Plain-text start of the body, for cards. */
  excerpt: v.string(),
});
export type ArticleSummary = v.InferOutput<typeof ArticleSummarySchema>;

/**
 * The resolved result of one page source. Production sources carry the events of their
 * productions too, so programme blocks can list screenings without a second look-up.
 */
export const SourceResultSchema = v.variant("model", [
  /**
   * Every matching article, and the source's `limit` apart: which articles are out depends on the
   * site's clock, so the limit is applied when the list renders (resolve-sources.ts articlesAt).
   */
  v.object({ model: v.literal("article"), items: v.array(ArticleSummarySchema), limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) }),
  v.object({ model: v.literal("production"), items: v.array(ProductionSchema), events: v.array(EventSchema) }),
  v.object({ model: v.literal("event"), items: v.array(EventSchema) }),
]);
export type SourceResult = v.InferOutput<typeof SourceResultSchema>;

/** The document a parameterised page shows: a film, a culture production or an article. */
export const PageDocumentSchema = v.variant("kind", [
  v.object({ kind: v.literal("production"), production: ProductionSchema, events: v.array(EventSchema) }),
  v.object({ kind: v.literal("culture"), production: ProductionSchema, events: v.array(EventSchema) }),
  v.object({ kind: v.literal("article"), article: ArticleSchema }),
]);
export type PageDocument = v.InferOutput<typeof PageDocumentSchema>;

/** A page above this one on the site (content/breadcrumb-trail.ts). */
const CrumbSchema = v.object({ name: v.string(), path: v.string() });

/**
 * Page data ("kept per page under a name derived from the slug"): the page
 * definition plus its resolved sources and, on parameterised pages, the document. This is what KV
 * holds and what the renderer receives. All HTML inside is already sanitized.
 */
export const PageDataSchema = v.object({
  page: PageSchema,
  sources: v.record(v.string(), SourceResultSchema),
  document: v.optional(PageDocumentSchema),
  /**
   * The pages above this one, its language's home first (content/breadcrumb-trail.ts); for the
   * structured data's BreadcrumbList. Optional so page data stored by an earlier version still reads; the next publish fills it in.
   */
  trail: v.optional(v.array(CrumbSchema)),
});
export type PageData = v.InferOutput<typeof PageDataSchema>;
