import * as v from "valibot";
import { LocaleSchema, Text } from "./locale";

/**
 * A news or other article. `content` is CMS HTML, sanitized when it enters the
 * system. `order` pins articles: higher pins rank first, 0 is unpinned. Times are epoch ms.
 */
export const ArticleSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  title: Text,
  slug: v.pipe(
    v.string(),
    v.nonEmpty(),
    v.check((s) => !s.includes("/"), "a slug has no slash"),
  ),
  category: v.picklist(["news", "other"]),
  content: v.string(),
  image: v.string(),
  thumbnail: v.string(),
  /** Alt text for the image; the CMS often leaves it empty, then the title stands in. */
  imageAlt: v.optional(v.string(), ""),
  author: v.string(),
  node_locale: LocaleSchema,
  createdAt: v.pipe(v.number(), v.integer()),
  updatedAt: v.pipe(v.number(), v.integer()),
  order: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

/**
 * The CMS's placeholder authors ("admin", empty) are not people: bylines and structured data
 * leave them out.
 *
 * @example isRealAuthor("Admin") // false
 */
export function isRealAuthor(author: string): boolean {
  return author.trim() !== "" && author.trim().toLowerCase() !== "admin";
}
