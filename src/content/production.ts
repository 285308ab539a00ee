import * as v from "valibot";
import { Slug, Text } from "./locale";
import { PerformerSchema } from "./performer";
import { TrailerUrlSchema } from "./trailer";

/** An image or other asset of a production. focalPointQuery is e.g. `fp-x=0.5&fp-y=0.3`. */
export const AssetSchema = v.object({
  type: Text,
  url: v.string(),
  alt: v.optional(v.string(), ""),
  focalPointQuery: v.optional(v.string(), ""),
});

/** A named fact about a production: director, country, year, length, age limit, language … */
export const FeatureSchema = v.object({ name: Text, value: Text });
export type Feature = v.InferOutput<typeof FeatureSchema>;

/** A production's title and summary in another language than the site's (the English section). */
export const ProductionTranslationSchema = v.object({ title: v.optional(Text), summary: v.optional(Text) });
export type ProductionTranslation = v.InferOutput<typeof ProductionTranslationSchema>;

/**
 * A production: a film (`object: movie`) reached at `/{parentSlug}`, or a
 * culture event (`object: culture`) reached at `/{pageReference}`.
 */
export const ProductionSchema = v.object({
  id: Text,
  object: v.picklist(["movie", "culture"]),
  objectClass: Text,
  pageReference: v.optional(Slug),
  parentSlug: v.optional(Slug),
  title: Text,
  /** Venue film number for movie info and reviews (accounts issue); films only. */
  ediNumber: v.optional(v.string()),
  collections: v.optional(v.array(v.string()), []),
  contents: v.array(v.object({ summary: v.string(), body: v.string() })),
  assets: v.array(AssetSchema),
  features: v.array(FeatureSchema),
  /** The film's trailer on YouTube or Vimeo (see trailer.ts), shown behind a play button. */
  trailer: v.optional(TrailerUrlSchema),
  /** Title and summary per other language, e.g. `{ "en": { "title": "Coastlines", "summary": "…" } }`; shown on that language's pages. */
  translations: v.optional(v.object({ en: v.optional(ProductionTranslationSchema), nb: v.optional(ProductionTranslationSchema) }), {}),
  /** Who performs at the production's events (performer.ts): culture events, seldom films. */
  performers: v.optional(v.array(PerformerSchema)),
});
export type Production = v.InferOutput<typeof ProductionSchema>;
