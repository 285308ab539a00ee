import * as v from "valibot";
import { LocaleSchema, SitePath, Text } from "./locale";
import { PlaceSchema } from "./place";
import { SponsorSchema } from "./sponsor";
import { WalkingEntrySchema } from "./walking-entry";

/**
 * A route entry: which page data and layout a path uses. The chunk name of the
 * spec's single-page loader is kept for the management API's sake; the server does not load chunks.
 */
export const RouteEntrySchema = v.object({
  path: v.string(),
  pageData: v.string(),
  chunk: v.optional(v.string(), ""),
  layout: v.optional(v.string(), "default"),
});

/** Site configuration. `partners[0]` chooses the venue API. */
export const SiteConfigSchema = v.object({
  id: Text,
  title: Text,
  /** Short festival name used in meta titles, e.g. "Nordkyst filmfestival". */
  festivalName: Text,
  host: Text,
  aliases: v.array(v.string()),
  partners: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1)),
  published: v.boolean(),
  stage: v.picklist(["production", "staging", "development"]),
  skeletonVersion: v.string(),
  theme: v.object({ id: Text, train: v.string() }),
  locale: v.object({
    available: v.array(LocaleSchema),
    enabled: v.array(LocaleSchema),
    default: LocaleSchema,
  }),
  analytics: v.object({ googleAnalyticsId: v.string(), googleTagManagerId: v.string() }),
  pages: v.array(RouteEntrySchema),
  /** The festival's partners (samarbeidspartnere) and their logos, in the order shown (content/site.json). */
  sponsors: v.optional(v.array(SponsorSchema), []),
  /** Where the festival happens, with addresses and access (content/site.json); events name them by `venue`. */
  places: v.optional(v.array(PlaceSchema), []),
  /** Minutes on foot between two places (by slug, either direction), for "Lag planen min"; content:check knows the slugs. */
  walkingMinutes: v.optional(v.array(WalkingEntrySchema), []),
  /** The page whose `places` block lists them: every screening's place links to its section there. */
  placesPage: v.optional(SitePath, "/steder"),
});
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;
