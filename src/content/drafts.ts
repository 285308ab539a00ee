import * as v from "valibot";
import { ArticleSchema } from "./article";
import type { ContentBundle } from "./bundle";
import { EventSchema } from "./event";
import { PageSchema } from "./page";
import { sanitizeBundle } from "./sanitize-bundle";

/**
 * Unpublished pages, articles and screenings (`content/drafts/`, docs/decisions/032): each takes the
 * place of the published one with the same path, slug or id, or comes in beside them.
 */
export const DraftsSchema = v.object({
  pages: v.optional(v.array(PageSchema), []),
  articles: v.optional(v.array(ArticleSchema), []),
  events: v.optional(v.array(EventSchema), []),
});
export type Drafts = v.InferOutput<typeof DraftsSchema>;

/** `published` with every draft in the place of the item of the same key, new keys at the end. */
function overlay<T>(published: readonly T[], drafts: readonly T[], key: (item: T) => string): T[] {
  const byKey = new Map(drafts.map((item) => [key(item), item]));
  const merged = published.map((item) => byKey.get(key(item)) ?? item);
  const known = new Set(published.map(key));
  return [...merged, ...drafts.filter((item) => !known.has(key(item)))];
}

/**
 * The published content as it will be once the drafts are published: the drafts' HTML sanitized
 * here (the published bundle was sanitized where it entered), nothing else touched.
 *
 * @example const preview = await withDrafts(current.bundle, drafts)
 */
export async function withDrafts(published: ContentBundle, drafts: Drafts): Promise<ContentBundle> {
  const clean = await sanitizeBundle({ ...published, pages: drafts.pages, articles: drafts.articles, productions: [], events: drafts.events });
  return {
    ...published,
    pages: overlay(published.pages, clean.pages, (page) => page.path),
    articles: overlay(published.articles, clean.articles, (article) => article.slug),
    events: overlay(published.events, clean.events, (event) => event.id),
  };
}
