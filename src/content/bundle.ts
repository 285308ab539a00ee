import * as v from "valibot";
import { ArticleSchema } from "./article";
import { EventSchema } from "./event";
import { PageSchema } from "./page";
import { ProductionSchema } from "./production";
import { RedirectTableSchema } from "./redirects";
import { SiteConfigSchema } from "./site";
import { ThemeSchema } from "./theme";

/** All content of one site, as a content source delivers it and `content/` holds it. */
export const ContentBundleSchema = v.object({
  site: SiteConfigSchema,
  theme: ThemeSchema,
  redirects: RedirectTableSchema,
  pages: v.array(PageSchema),
  articles: v.array(ArticleSchema),
  productions: v.array(ProductionSchema),
  events: v.array(EventSchema),
});
export type ContentBundle = v.InferOutput<typeof ContentBundleSchema>;
