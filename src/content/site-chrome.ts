import * as v from "valibot";
import { RedirectTableSchema } from "./redirects";
import { SiteConfigSchema } from "./site";
import { ThemeSchema } from "./theme";

/**
 * What every request needs before it picks a route: the site, its theme (menu, footer), the
 * redirect table, and which paths exist. Kept in KV as one entry, so a 404 costs one read.
 */
export const SiteChromeSchema = v.object({
  site: SiteConfigSchema,
  theme: ThemeSchema,
  redirects: RedirectTableSchema,
  routes: v.object({ pages: v.array(v.string()), films: v.array(v.string()), cultures: v.array(v.string()) }),
});
export type SiteChrome = v.InferOutput<typeof SiteChromeSchema>;
