import * as v from "valibot";
import { LocaleSchema, Text } from "./locale";

/** One filter of a data source (property/value/operator). */
export const FilterSchema = v.object({
  property: Text,
  operator: v.picklist(["eq", "ne", "in", "contains", "exists"]),
  value: v.union([v.string(), v.number(), v.boolean(), v.array(v.string())]),
});
export type Filter = v.InferOutput<typeof FilterSchema>;

/**
 * A data source of a page: which model it reads, filtered how. `collection` marks a named editorial
 * collection (e.g. `featured_movies`) rather than a query over all documents.
 */
export const SourceSchema = v.object({
  name: Text,
  model: v.picklist(["production", "article", "event"]),
  collection: v.optional(v.boolean(), false),
  collectionName: v.optional(v.string()),
  filters: v.optional(v.array(FilterSchema), []),
  sort: v.optional(v.object({ property: Text, direction: v.picklist(["asc", "desc"]) })),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type Source = v.InferOutput<typeof SourceSchema>;

/**
 * A block placed on the page. `component` keys the block registry; an unknown one renders nothing.
 * `data` names the page sources the block reads; `props` are the block's own settings, parsed by
 * the block itself with its own schema.
 */
export const BlockSchema = v.object({
  id: Text,
  component: Text,
  version: v.optional(v.string()),
  hide: v.optional(v.boolean(), false),
  place: v.object({ column: v.number(), row: v.number(), order: v.number() }),
  data: v.optional(v.array(v.string()), []),
  props: v.optional(v.record(v.string(), v.unknown()), {}),
});
export type Block = v.InferOutput<typeof BlockSchema>;

const Breakpoints = v.object({ xs: v.number(), md: v.number(), lg: v.number() });

/** Template rows: layout grid rows; every column spans 12 at every size. */
export const TemplateRowSchema = v.object({
  container: v.boolean(),
  index: v.number(),
  columns: v.array(v.object({ span: Breakpoints, order: Breakpoints })),
});

/** Meta of one locale. `bindings` say which document fields fill it on parameterised pages. */
export const PageMetaSchema = v.object({
  title: v.string(),
  description: v.string(),
  keywords: v.string(),
  image: v.string(),
  facebookVerificationCode: v.string(),
  bindings: v.optional(v.record(v.string(), v.string()), {}),
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

/** A page definition. Parameterised pages use their route as `path`. */
export const PageSchema = v.object({
  id: Text,
  title: Text,
  path: v.pipe(v.string(), v.startsWith("/")),
  layout: v.optional(v.string(), "default"),
  pageType: v.picklist(["ordinary", "standard"]),
  locale: v.optional(LocaleSchema, "nb"),
  /** The same page in another locale, for hreflang links. */
  translations: v.optional(v.record(v.string(), v.string()), {}),
  sources: v.optional(v.array(SourceSchema), []),
  blocks: v.array(BlockSchema),
  templateRows: v.optional(v.array(TemplateRowSchema), []),
  meta: v.record(v.string(), PageMetaSchema),
});
export type Page = v.InferOutput<typeof PageSchema>;
