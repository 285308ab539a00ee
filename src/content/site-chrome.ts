import * as v from "valibot";
import { PolicyHostsSchema } from "./policy-hosts";
import { RedirectTableSchema } from "./redirects";
import { SiteConfigSchema } from "./site";
import { ThemeSchema } from "./theme";

/**
 * What every request needs before it picks a route: the site, its theme (menu, footer), the
 * redirect table, which paths exist, and the other hosts its content uses (for the security policy). Kept in KV as one entry, so a 404 costs one read.
 */
export const SiteChromeSchema = v.object({
  site: SiteConfigSchema,
  theme: ThemeSchema,
  redirects: RedirectTableSchema,
  routes: v.object({ pages: v.array(v.string()), films: v.array(v.string()), cultures: v.array(v.string()) }),
  // Optional so a chrome stored by an earlier version still reads; the next publish fills it in.
  hosts: v.optional(PolicyHostsSchema, { images: [], checkout: [] }),
});
export type SiteChrome = v.InferOutput<typeof SiteChromeSchema>;
